#!/bin/sh
# The kernel time of the GPU fault injector's instrumentation with no fault
# armed (issue 21): each program built plain and instrumented from the same
# source, its kernels timed with CUDA events around every launch
# (bench/gpu-kernel-time.c, loaded with LD_PRELOAD), plus the registers per
# thread of every kernel (ptxas -v) each way.
#
#   gpu-kernel-time.sh build OUT LIST [VARIANT=TRIDENT[:cap|:profile]]... (build machine)
#   gpu-kernel-time.sh run OUT [REPS]                        (GPU machine)
#
# build: for every line of LIST (see bench/gpu-kernel-time.list) makes
# OUT/NAME/plain and, for each VARIANT (default: inst=build/trident), the
# program whose device module went through `TRIDENT gpu-inject --emit-ir`
# (the campaign's instrumentation; with no runtime linked the control block
# stays zero: nothing armed, nothing profiled), through the clang-19
# pipeline of ../shared/toolchain.md; with :profile, the device profile's
# instrumentation instead (`TRIDENT gpu-profile --emit-ir`: counters and
# samples with no runtime to read them; issue 19); with :cap, each kernel limited
# (.maxnreg) to its plain register count rounded up to 8, at least 32 (an
# experiment: ptxas then spills, in the fast code too, rather than lower
# the occupancy); OUT/NAME/regs.txt (kernel, then the
# registers plain and per variant) and OUT/ktime.so. Run from the
# repository root; LIST's directories are relative to it.
#
# run: runs every program REPS times (default 5) each way, in turn, in
# OUT/NAME/run (CUDA modules loaded eagerly: the first launch of a kernel
# would otherwise time the loading of its code), and prints per program and per kernel the median over the
# runs of the summed kernel milliseconds and its ratio to plain, with the
# registers; whole tables go to OUT/results.txt. A variant whose stdout
# differs from plain's is flagged (programs that print timers differ).
set -u
CUDA=${CUDA_PATH:-/usr/local/cuda}
LLVM=${LLVM_BIN:-/usr/lib/llvm-19/bin}
ARCH=${ARCH:-sm_90}

usage() {
	echo "usage: $0 build OUT LIST [VARIANT=TRIDENT[:cap|:profile]]... | run OUT [REPS]" >&2
	exit 2
}
die() { echo "gpu-kernel-time: $*" >&2; exit 1; }

# device_build BC DIR TAG [CAPS]: TAG.ptx, TAG.cubin (ptxas -v into
# TAG.ptxas), TAG.fatbin in DIR. CAPS: a file of "kernel registers" lines,
# each kernel's register limit (.maxnreg) in the PTX.
device_build() {
	"$LLVM/llc" -march=nvptx64 -mcpu="$ARCH" "$1" -o "$2/$3.ptx" || return 1
	if [ -n "${4:-}" ]; then
		awk 'NR == FNR { cap[$1] = $2; next }
		     /^\.(visible|weak) \.entry / {
			k = $3; sub(/\(.*/, "", k); cur = k }
		     { print }
		     $1 == ")" && cur != "" {
			if (cur in cap) print ".maxnreg " cap[cur]; cur = "" }' \
			"$4" "$2/$3.ptx" >"$2/$3.capped" &&
			mv "$2/$3.capped" "$2/$3.ptx" || return 1
	fi
	"$CUDA/bin/ptxas" -v -arch="$ARCH" "$2/$3.ptx" -o "$2/$3.cubin" \
		2>"$2/$3.ptxas" &&
	"$CUDA/bin/fatbinary" --create="$2/$3.fatbin" -64 \
		--image3=kind=elf,sm="${ARCH#sm_}",file="$2/$3.cubin" \
		--image3=kind=ptx,sm="${ARCH#sm_}",file="$2/$3.ptx"
}

# regs FILE: "kernel registers" lines from ptxas -v output.
regs() {
	sed -n "s/.*Compiling entry function '\([^']*\)'.*/F \1/p
		s/.*Used \([0-9]*\) registers.*/R \1/p" "$1" |
		awk '$1 == "F" { f = $2 } $1 == "R" && f { print f, $2; f = "" }' |
		sort
}

build_one() {
	name=$1 dir=$2 main=$3 extra=$4 cflags=$5 ldflags=$6 prep=$8
	shift 8
	o=$out/$name
	rm -rf "$o" && mkdir -p "$o/run" "$o/obj" || return 1
	src=$(cd "$dir" && pwd) || return 1
	cu="$LLVM/clang++ -x cuda --cuda-gpu-arch=$ARCH --cuda-path=$CUDA
	    -Wno-unknown-cuda-version -w -isystem $out/compat -O2"
	(cd "$src" && $cu $cflags --cuda-device-only -emit-llvm -c "$main" \
		-o "$o/dev.bc") || return 1
	objs=""
	for f in $extra; do
		b=$(echo "$f" | tr / _)
		case $f in
		*.cu) (cd "$src" && $cu $cflags --cuda-host-only -c "$f" \
			-o "$o/obj/$b.o") || return 1 ;;
		*) (cd "$src" && "$LLVM/clang" -O2 -w $cflags -c "$f" \
			-o "$o/obj/$b.o") || return 1 ;;
		esac
		objs="$objs $o/obj/$b.o"
	done
	for tag in plain $variants; do
		caps=""
		if [ "$tag" = plain ]; then
			bc=$o/dev.bc
		else
			t=$(echo "$vspec" | tr ' ' '\n' | sed -n "s/^$tag=//p")
			bc=$o/$tag.ll
			if [ "${t%:profile}" != "$t" ]; then
				"${t%:profile}" gpu-profile --emit-ir "$bc" \
					"$o/dev.bc" || return 1
			else
				"${t%:cap}" gpu-inject -q --emit-ir "$bc" \
					"$o/dev.bc" || return 1
			fi
			# :cap: each kernel's plain registers, rounded up to
			# the allocation unit (8), at least 32 (full occupancy)
			if [ "${t%:cap}" != "$t" ]; then
				caps=$o/$tag.caps
				awk '{ r = int(($2 + 7) / 8) * 8
				       print $1, r < 32 ? 32 : r }' \
					"$o/plain.regs" >"$caps"
			fi
		fi
		device_build "$bc" "$o" "$tag" "$caps" &&
		(cd "$src" && $cu $cflags --cuda-host-only -Xclang \
			-fcuda-include-gpubinary -Xclang "$o/$tag.fatbin" \
			-c "$main" -o "$o/obj/$tag.host.o") &&
		"$LLVM/clang++" "$o/obj/$tag.host.o" $objs -o "$o/$tag" \
			-L"$CUDA/lib64" -Wl,-rpath,"$CUDA/lib64" $ldflags \
			-lcudart -lm || return 1
		regs "$o/$tag.ptxas" >"$o/$tag.regs"
	done
	# kernel plain variant...
	cp "$o/plain.regs" "$o/regs.txt"
	for tag in $variants; do
		join -a 1 "$o/regs.txt" "$o/$tag.regs" >"$o/regs.tmp" &&
			mv "$o/regs.tmp" "$o/regs.txt"
	done
	rm -rf "$o/obj" "$o"/*.cubin "$o"/*.fatbin "$o"/*.ll "$o/dev.bc"
	printf '%s\n' "$@" >"$o/args"
	echo "plain $variants" >"$o/tags"
	printf '%s\n' "$prep" >"$o/prep"
}

cmd_build() {
	[ $# -ge 2 ] || usage
	out=$1 list=$2
	shift 2
	vspec=${*:-inst=build/trident}
	variants=""
	for v in $vspec; do
		t=${v#*=}
		t=${t%:cap}
		t=${t%:profile}
		[ -x "$t" ] || die "'$t' is not an executable trident"
		variants="$variants ${v%%=*}"
	done
	variants=${variants# }
	mkdir -p "$out/compat" || exit 1
	out=$(cd "$out" && pwd)
	vspec=$(for v in $vspec; do
		t=${v#*=}
		c=${t#"${t%:cap}"}
		t=${t%:cap}
		c=$c${t#"${t%:profile}"}
		t=${t%:profile}
		echo "${v%%=*}=$(cd "$(dirname "$t")" && pwd)/$(basename "$t")$c"
	done | tr '\n' ' ')
	: >"$out/compat/texture_fetch_functions.h"
	: >"$out/compat/texture_indirect_functions.h"
	cc -O2 -shared -fPIC -o "$out/ktime.so" bench/gpu-kernel-time.c \
		-I"$CUDA/include" -L"$CUDA/lib64" -lcudart -ldl ||
		die "cannot build ktime.so"
	status=0
	root=$(pwd)
	while IFS='|' read -r name dir main extra cflags ldflags args prep; do
		case $name in '#'* | '') continue ;; esac
		cflags=$(echo "$cflags" | sed "s|@ROOT@|$root|g")
		[ -d "$dir" ] || { echo "skip $name: no $dir" >&2; continue; }
		set -f
		# shellcheck disable=SC2086
		set -- $args
		set +f
		if build_one "$name" "$dir" "$main" "$extra" "$cflags" \
			"$ldflags" "" "$prep" "$@" >"$out/$name.log" 2>&1; then
			echo "built $name"
		else
			echo "FAILED $name (see $out/$name.log)" >&2
			status=1
		fi
	done <"$list"
	exit $status
}

median() { sort -n | awk '{ v[NR] = $1 } END { print NR ? v[int((NR + 1) / 2)] : 0 }'; }

cmd_run() {
	[ $# -ge 1 ] || usage
	out=$(cd "$1" && pwd) || exit 1
	reps=${2:-5}
	LD_LIBRARY_PATH=$CUDA/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
	# Modules load at start-up, not in the first launch of each kernel
	# (which the events would time: more code, longer load).
	CUDA_MODULE_LOADING=EAGER
	export LD_LIBRARY_PATH CUDA_MODULE_LOADING
	res=$out/results.txt
	: >"$res"
	for o in "$out"/*/; do
		o=${o%/}
		[ -f "$o/tags" ] || continue
		name=$(basename "$o")
		tags=$(cat "$o/tags")
		rm -f "$o"/*.kt.* "$o"/*.out.* "$o"/*.rc.*
		(cd "$o/run" && sh "$o/prep") || {
			echo "$name: its PREP failed" >&2
			continue
		}
		r=1
		while [ $r -le "$reps" ]; do
			for tag in $tags; do
				kt=$o/$tag.kt.$r
				(cd "$o/run" && TRIDENT_KTIME=$kt \
					LD_PRELOAD=$out/ktime.so \
					xargs -a "$o/args" -d '\n' \
					"$o/$tag" >"$o/$tag.out.$r" 2>&1 </dev/null)
				echo $? >"$o/$tag.rc.$r"
			done
			r=$((r + 1))
		done
		{
		echo "== $name ($reps runs each; median kernel ms; ratio to plain)"
		printf '%-44s' kernel
		for tag in $tags; do printf ' %10s %5s' "${tag}_ms" regs; done
		for tag in $tags; do [ "$tag" = plain ] || printf ' %7s' "${tag}_x"; done
		echo
		kernels=$(cat "$o"/plain.kt.* 2>/dev/null | awk '{ print $1 }' | sort -u)
		for k in $kernels TOTAL; do
			printf '%-44s' "$(echo "$k" | cut -c1-44)"
			for tag in $tags; do
				m=$(for f in "$o/$tag".kt.*; do
					awk -v k="$k" '(k == "TOTAL" || $1 == k) &&
						$2 >= 0 { s += $2 }
						END { printf "%.3f\n", s }' "$f"
				done | median)
				# a variant's name may hold '-' (no-numbering)
				eval "ms_$(echo "$tag" | tr -c 'A-Za-z0-9_\n' _)=$m"
				g=$(awk -v k="$k" '$1 == k { print $0 }' "$o/regs.txt")
				i=$(echo "$tags" | tr ' ' '\n' | grep -n "^$tag\$" | cut -d: -f1)
				rg=$(echo "$g" | awk -v i="$i" '{ print $(i + 1) }')
				printf ' %10s %5s' "$m" "${rg:--}"
			done
			for tag in $tags; do
				[ "$tag" = plain ] && continue
				eval "v=\$ms_$(echo "$tag" | tr -c 'A-Za-z0-9_\n' _)"
				printf ' %7s' "$(awk -v a="$v" -v b="$ms_plain" \
					'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')"
			done
			echo
		done
		for tag in $tags; do
			rcs=$(cat "$o/$tag".rc.* | sort -u | tr '\n' ' ')
			same=yes
			for f in "$o/$tag".out.*; do
				cmp -s "$f" "$o/plain.out.1" || same=no
			done
			fails=$(cat "$o/$tag".kt.* 2>/dev/null | awk '$2 < 0' | wc -l)
			echo "  $tag: exit status $rcs; stdout equal to plain's first run: $same; failed launches: $fails"
		done
		echo
		} | tee -a "$res"
	done
}

[ $# -ge 1 ] || usage
cmd=$1
shift
case $cmd in
build) cmd_build "$@" ;;
run) cmd_run "$@" ;;
*) usage ;;
esac
