#!/bin/sh
# bench/external/gpu-campaigns.sh: the GPU machine's half of the CUDA
# recipes (bench/external/README.md, "CUDA programs"). The build machine
# makes OUT with `bench/external/run --suite rodinia-cuda build` and
# `... gpu-inject`; copy OUT, build/trident-gpu-run and this script to the
# GPU machine (no Python, no compiler there: POSIX sh and coreutils, grep
# and sed) and run
#
#   gpu-campaigns.sh OUT [-j N] [--only P,...] [--runner PATH]
#   gpu-campaigns.sh OUT --check [--only P,...]
#
# Profiles: every device profile's directory OUT/P/gpu-profile-in<K>/
# (`run ... gpu-profile`) runs once (trident-gpu-run DIR: DIR/profile.raw).
# Campaigns: every campaign directory OUT/P/gpu-inject-in<K>/ is run by
# `trident-gpu-run -q [-j N] DIR` (the runner: --runner PATH, else
# $TRIDENT_GPU_RUN, else build/trident-gpu-run), its output in
# OUT/P/gpu-inject-in<K>.log; then one line per campaign with the outcome
# rates of its summary.json (over the injected runs, docs/campaign.md).
#
# --check: every input K of every program, OUT/P/in<K>.check (written by
# `build`), runs the plain program OUT/P/P twice, each time in a fresh
# directory holding the input's files, and the two runs must give the same
# exit status and the same compared outputs (the streams and output files
# the recipe compares, less the lines its ignore_lines match), not empty:
# the program is deterministic on this GPU. One line per input, with the
# two runs' wall times.
#
# The CUDA runtime is found in $CUDA_PATH/lib64 (default /usr/local/cuda).
# Exits 1 when any campaign or check failed, 2 on a usage error.
set -u

usage() {
	echo "usage: $0 OUT [-j N] [--only P,...] [--runner PATH] [--check]" >&2
	exit 2
}
die() { echo "gpu-campaigns: $*" >&2; exit 2; }

out="" jobs="" only="" check=0
runner=${TRIDENT_GPU_RUN:-build/trident-gpu-run}
while [ $# -gt 0 ]; do
	case $1 in
	-j) [ $# -ge 2 ] || usage; jobs=$2; shift ;;
	-j*) jobs=${1#-j} ;;
	--only) [ $# -ge 2 ] || usage; only=$2; shift ;;
	--only=*) only=${1#--only=} ;;
	--runner) [ $# -ge 2 ] || usage; runner=$2; shift ;;
	--runner=*) runner=${1#--runner=} ;;
	--check) check=1 ;;
	-h | --help) usage ;;
	-*) usage ;;
	*) [ -z "$out" ] || usage; out=$1 ;;
	esac
	shift
done
[ -n "$out" ] || usage
[ -d "$out" ] || die "no folder '$out'"
case $jobs in *[!0-9]*) die "-j takes a number" ;; esac
CUDA=${CUDA_PATH:-/usr/local/cuda}
LD_LIBRARY_PATH=$CUDA/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export LD_LIBRARY_PATH

# wanted P: whether --only (comma-separated names) takes program P.
wanted() {
	[ -z "$only" ] && return 0
	case ",$only," in *,"$1",*) return 0 ;; esac
	return 1
}

# rate JSON NAME: the rate of outcome NAME in the flattened summary JSON.
rate() {
	printf '%s\n' "$1" |
		sed -n 's/.*"outcomes":{.*"'"$2"'":{[^}]*"rate":\([-0-9.eE+]*\).*/\1/p'
}

# count JSON KEY: a top-level count of the flattened summary JSON.
count() {
	printf '%s\n' "$1" | sed -n 's/.*[{,]"'"$2"'":\([0-9]*\).*/\1/p'
}

campaigns() {
	case $runner in
	*/*) [ -x "$runner" ] || die "no runner '$runner' (--runner PATH)" ;;
	*) command -v "$runner" >/dev/null || die "no runner '$runner'" ;;
	esac
	status=0 n=0
	# The device profiles first (trident gpu-profile --build-only: one
	# run each, its dump DIR/profile.raw for `gpu-profile --read`).
	for dir in "$out"/*/gpu-profile-in*/; do
		[ -d "$dir" ] || continue
		dir=${dir%/}
		p=$(basename "$(dirname "$dir")")
		wanted "$p" || continue
		n=$((n + 1))
		if "$runner" -q "$dir" >"$dir.log" 2>&1; then
			printf '%-22s in%-3s profiled\n' "$p" "${dir##*/gpu-profile-in}"
		else
			printf '%-22s in%-3s profile FAILED: %s\n' "$p" \
				"${dir##*/gpu-profile-in}" "$(tail -n 1 "$dir.log")"
			status=1
		fi
	done
	for dir in "$out"/*/gpu-inject-in*/; do
		[ -d "$dir" ] || continue
		dir=${dir%/}
		p=$(basename "$(dirname "$dir")")
		k=${dir##*/gpu-inject-in}
		wanted "$p" || continue
		n=$((n + 1))
		# shellcheck disable=SC2086
		"$runner" -q ${jobs:+-j "$jobs"} "$dir" >"$dir.log" 2>&1
		rc=$?
		if [ $rc -ne 0 ] || [ ! -f "$dir/summary.json" ]; then
			printf '%-22s in%-3s FAILED (exit %d): %s\n' "$p" "$k" \
				$rc "$(tail -n 1 "$dir.log")"
			status=1
			continue
		fi
		j=$(tr -d ' \t\r\n' <"$dir/summary.json")
		printf '%-22s in%-3s %s injected (%s not): sdc %s crash %s hang %s error-exit %s benign %s\n' \
			"$p" "$k" "$(count "$j" injected)" \
			"$(count "$j" not_injected)" "$(rate "$j" sdc)" \
			"$(rate "$j" crash)" "$(rate "$j" hang)" \
			"$(rate "$j" error-exit)" "$(rate "$j" benign)"
	done
	[ $n -gt 0 ] || die "no campaign directory OUT/P/gpu-inject-in<K> in '$out'"
	return $status
}

# filter FILE IGNORES: FILE less the lines that one of the regular
# expressions of IGNORES (one a line) matches; as text even where the
# program printed other bytes (-a).
filter() {
	if [ -s "$2" ]; then
		grep -aEv -f "$2" "$1"
	else
		cat "$1"
	fi
	return 0
}

# run_once SPEC INDIR EXE RES: one run of EXE on the input that SPEC
# describes, its files copied from INDIR into a fresh directory; the exit
# status, wall milliseconds and compared outputs (filtered) go to RES/.
run_once() {
	_spec=$1 _indir=$2 _exe=$3 _res=$4
	_tmp=$(mktemp -d "${TMPDIR:-/tmp}/gpu-check.XXXXXX") || return 1
	mkdir -p "$_res" || return 1
	: >"$_res/ignore"
	: >"$_res/names"
	_stdin=/dev/null
	set --
	while IFS= read -r _line; do
		_key=${_line%% *} _val=${_line#* }
		case $_key in
		arg) set -- "$@" "$_val" ;;
		file)
			mkdir -p "$(dirname "$_tmp/$_val")" &&
				cp "$_indir/$_val" "$_tmp/$_val" || return 1 ;;
		output | compare) echo "$_key $_val" >>"$_res/names" ;;
		ignore) printf '%s\n' "$_val" >>"$_res/ignore" ;;
		stdin) _stdin=$_tmp/$_val ;;
		esac
	done <"$_spec"
	_t0=$(date +%s%N)
	(cd "$_tmp" && timeout "${CHECK_TIMEOUT:-600}" "$_exe" "$@" \
		<"$_stdin" >"$_tmp/.stdout" 2>"$_tmp/.stderr")
	echo $? >"$_res/exit"
	_t1=$(date +%s%N)
	echo $(((_t1 - _t0) / 1000000)) >"$_res/ms"
	_i=0
	while read -r _key _val; do
		_i=$((_i + 1))
		case $_key in
		compare) _f=$_tmp/.$_val ;;
		*) _f=$_tmp/$_val ;;
		esac
		if [ -f "$_f" ]; then
			filter "$_f" "$_res/ignore" >"$_res/out.$_i"
		else
			rm -f "$_res/out.$_i"
		fi
	done <"$_res/names"
	rm -rf "$_tmp"
}

checks() {
	status=0 n=0
	work=$(mktemp -d "${TMPDIR:-/tmp}/gpu-check.XXXXXX") || exit 1
	for pdir in "$out"/*/; do
		pdir=${pdir%/}
		p=$(basename "$pdir")
		wanted "$p" || continue
		k=0
		while [ -f "$pdir/in$k.check" ]; do
			check_input "$pdir" "$p" $k || status=1
			n=$((n + 1))
			k=$((k + 1))
		done
	done
	rm -rf "$work"
	[ $n -gt 0 ] || die "no input OUT/P/in<K>.check in '$out' (run build)"
	return $status
}

# check_input PDIR P K: input K of program P, run twice (checks above).
check_input() {
	pdir=$1 p=$2 k=$3
	spec=$pdir/in$k.check
	exe=$pdir/$p
	if [ ! -x "$exe" ]; then
		printf '%-22s in%-3s FAILED: no program %s\n' "$p" "$k" "$exe"
		return 1
	fi
	rm -rf "$work/a" "$work/b"
	exe=$(cd "$pdir" && pwd)/$p
	indir=$(cd "$pdir" && pwd)/in$k
	if ! run_once "$spec" "$indir" "$exe" "$work/a" ||
		! run_once "$spec" "$indir" "$exe" "$work/b"; then
		printf '%-22s in%-3s FAILED: cannot set up its runs\n' "$p" "$k"
		return 1
	fi
	problems="" bytes=0 i=0
	ea=$(cat "$work/a/exit") eb=$(cat "$work/b/exit")
	[ "$ea" = "$eb" ] || problems="$problems; exit $ea then $eb"
	while read -r _ val; do
		i=$((i + 1))
		if [ ! -f "$work/a/out.$i" ] || [ ! -f "$work/b/out.$i" ]; then
			problems="$problems; writes no '$val'"
		elif ! cmp -s "$work/a/out.$i" "$work/b/out.$i"; then
			problems="$problems; '$val' differs between two runs"
		else
			bytes=$((bytes + $(wc -c <"$work/a/out.$i")))
		fi
	done <"$work/a/names"
	[ "$bytes" -gt 0 ] || [ -n "$problems" ] ||
		problems="; compared outputs are empty"
	if [ -n "$problems" ]; then
		printf '%-22s in%-3s FAILED%s\n' "$p" "$k" "$problems" |
			sed 's/FAILED; /FAILED: /'
		return 1
	fi
	printf '%-22s in%-3s ok: exit %s, %s bytes compared, %s ms / %s ms\n' \
		"$p" "$k" "$ea" "$bytes" "$(cat "$work/a/ms")" \
		"$(cat "$work/b/ms")"
}

if [ $check -eq 1 ]; then
	checks || exit 1
else
	campaigns || exit 1
fi
exit 0
