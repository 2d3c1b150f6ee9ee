#!/bin/sh
# Command-line and error-path tests of `trident`: one case per CTest test.
# usage: run.sh TRIDENT FILECHECK LLVM_AS CASE
# Every bad input must give exactly one line on stderr that names the file,
# exit status 1, and no crash (a signal would give a status above 128).
set -eu
TRIDENT=$1
FILECHECK=$2
LLVM_AS=$3
CASE=$4
HERE=$(cd "$(dirname "$0")" && pwd)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT

. "$HERE/../lib.sh"

# bad_input FILE WORDS: loading FILE fails with one line naming it.
bad_input() {
	file=$1
	words=$2
	for cmd in dump ids; do
		if [ $cmd = ids ]; then
			run 1 ids "$file" -o "$T/never.bc"
			[ ! -e "$T/never.bc" ] || fail "ids wrote output for bad input"
		else
			run 1 dump "$file"
		fi
		[ "$(wc -l <"$T/err")" -eq 1 ] || fail "expected one line on stderr"
		grep -qF "'$file'" "$T/err" || fail "message does not name '$file'"
		grep -qi "$words" "$T/err" || fail "message does not say '$words'"
	done
}

case $CASE in
help)
	run 0 --help
	grep -q '^commands:' "$T/out" || fail "no command list"
	grep -q '^  ids ' "$T/out" && grep -q '^  dump ' "$T/out" ||
		fail "ids or dump missing from the list"
	run 0 help
	grep -q '^commands:' "$T/out" || fail "help without a command"
	;;
help-command)
	run 0 help dump
	grep -q '^usage: trident dump' "$T/out" || fail "help dump"
	run 0 dump --help
	grep -q '^usage: trident dump' "$T/out" || fail "dump --help"
	run 0 ids -h
	grep -q '^usage: trident ids' "$T/out" || fail "ids -h"
	run 2 help frobnicate
	grep -q "no such command 'frobnicate'" "$T/err" || fail "help frobnicate"
	;;
version)
	run 0 --version
	grep -Eq '^trident [0-9]+\.[0-9]+\.[0-9]+ \(LLVM 19\.[0-9]+\.[0-9]+\)$' \
		"$T/out" || fail "version line: $(cat "$T/out")"
	;;
unknown-command)
	run 2 frobnicate
	grep -q "unknown command 'frobnicate'" "$T/err" || fail "no message"
	grep -q "^see 'trident --help'$" "$T/err" || fail "no hint"
	[ "$(wc -l <"$T/err")" -eq 2 ] || fail "more than a line and a hint"
	run 2
	grep -q '^usage: trident' "$T/err" || fail "no usage without arguments"
	;;
usage-errors)
	# A misuse is one line saying what is wrong and one line of hint.
	run 2 dump --bogus "$HERE/small.ll"
	grep -q "^trident dump: unknown option '--bogus'$" "$T/err" ||
		fail "unknown option message"
	grep -q "^see 'trident dump --help'$" "$T/err" || fail "no hint"
	[ "$(wc -l <"$T/err")" -eq 2 ] || fail "more than a line and a hint"
	run 2 dump
	run 2 dump --what=nonsense "$HERE/small.ll"
	grep -q "unknown view 'nonsense'" "$T/err" || fail "bad view message"
	run 2 ids "$HERE/small.ll"
	grep -q 'missing -o' "$T/err" || fail "ids without -o"
	run 1 dump --function=nosuch "$HERE/small.ll"
	grep -q "no function 'nosuch'" "$T/err" || fail "unknown function"
	;;
help-help)
	run 0 help help
	grep -q '^usage: trident help' "$T/out" || fail "help help"
	for cmd in ids dump inject profile gpu-inject predict validate; do
		run 0 help $cmd
		grep -q "^usage: trident $cmd" "$T/out" || fail "help $cmd"
		run 0 $cmd --help
		grep -q "^usage: trident $cmd" "$T/out" || fail "$cmd --help"
		grep -q '^  -h, --help ' "$T/out" || fail "$cmd --help lists -h"
	done
	# every command's options name their default once (a help text that
	# says it, and the parser's own, gave "(default 1) (default 1)")
	for cmd in $("$TRIDENT" help | sed -n '/^commands:/,/^$/p' | awk 'NR > 1 && NF { print $1 }'); do
		run 0 $cmd --help
		python3 - "$T/out" <<'PY' || fail "$cmd --help repeats a default"
import re, sys
entry, bad = "", []
for line in open(sys.argv[1]).read().split("\n") + [""]:
    if re.match(r"^  (-\S|    --)", line) or not line.startswith("   "):
        if entry.count("(default") > 1:
            bad.append(entry.strip())
        entry = line
    else:
        entry += " " + line.strip()
if bad:
    print("\n".join(bad))
    sys.exit(1)
PY
	done
	;;
command-line)
	# Options may follow the module; an operand after it and before
	# "--" is an error; after "--" nothing is an option.
	run 0 profile "$HERE/small.ll" -o "$T/p.json"
	[ -s "$T/p.json" ] || fail "no profile with -o after the module"
	run 2 profile "$HERE/small.ll" extra -o "$T/p.json"
	grep -q "unexpected operand 'extra': the program's arguments go after '--'" \
		"$T/err" || fail "operand before --"
	run 0 profile -o "$T/p2.json" "$HERE/small.ll" -- -o "$T/never" --help
	[ ! -e "$T/never" ] || fail "an argument after -- was read as -o"
	grep -q '"args": \[' "$T/p2.json" || fail "no args in the profile"
	# Every number is checked against its range, with a usage error.
	for bad in "-n -1" "-n 0" "-j 0" "-s -1" "--mem 0" "--fsize -1" \
		   "--timeout 0" "--timeout -5" "--inst-runs -1" "--per-inst x"; do
		# shellcheck disable=SC2086
		run 2 validate $bad "$HERE/small.ll"
		grep -q "bad value" "$T/err" || fail "validate $bad"
		[ "$(wc -l <"$T/err")" -eq 2 ] || fail "validate $bad: not 2 lines"
	done
	for bad in "-n -1" "--fsize -1" "--mem 0" "-s -1" "-j 2000" \
		   "--timeout-factor 0" "--inst 0" "--site 1:0:3"; do
		# shellcheck disable=SC2086
		run 2 inject $bad "$HERE/small.ll"
		grep -q "bad value" "$T/err" || fail "inject $bad"
	done
	for bad in "-n -1" "--fsize 0" "--arch 90" "--group nosuch" "-s x"; do
		# shellcheck disable=SC2086
		run 2 gpu-inject $bad "$HERE/small.ll"
		grep -q "bad value" "$T/err" || fail "gpu-inject $bad"
	done
	# Options that exclude each other, named by the parser.
	run 2 inject --resume --force "$HERE/small.ll"
	grep -q "^trident inject: --resume and --force exclude each other$" \
		"$T/err" || fail "--resume --force"
	run 2 inject --site 1:1:0 --resume "$HERE/small.ll"
	grep -q "site and --resume exclude each other" "$T/err" || fail "--site"
	run 2 validate --force --resume "$HERE/small.ll"
	run 2 gpu-inject --resume --build-only "$HERE/small.ll"
	# Shards and Slurm (docs/slurm.md): what cannot go together.
	for bad in "--shard 0/2" "--shard 3/2" "--shard 1/2/3" "--array 0"; do
		# shellcheck disable=SC2086
		run 2 inject $bad "$HERE/small.ll"
		grep -q "bad value" "$T/err" || fail "inject $bad"
	done
	run 2 inject --slurm --site 1:1:0 "$HERE/small.ll"
	grep -q "slurm and --site exclude each other" "$T/err" || fail "--slurm --site"
	run 2 inject --slurm -o "$T/s.json" "$HERE/small.ll"
	grep -q "slurm and --output exclude each other" "$T/err" || fail "--slurm -o"
	run 2 gpu-inject --slurm --build-only "$HERE/small.ll"
	run 2 merge "$T/p1"
	grep -q "^trident merge: missing -o DIR$" "$T/err" || fail "merge without -o"
	run 2 inject -m bitflip "$HERE/small.ll"
	grep -q "unknown option '-m'" "$T/err" || fail "inject -m is no fault model"
	# inject reads options after the module too: --output-file is one,
	# and only "a" is the program's argument.
	run 0 inject -q -n 4 -j 2 -d "$T/camp" "$HERE/small.ll" \
		--output-file out.txt -o "$T/sum.json" -- a
	grep -q '"args": \[$' "$T/camp/campaign.json" &&
		grep -q '^    "a"$' "$T/camp/campaign.json" ||
		fail "inject's arguments: $(cat "$T/camp/campaign.json")"
	[ -s "$T/sum.json" ] || fail "inject -o wrote no summary"
	run 2 predict --samples 0 "$HERE/small.ll"
	run 2 predict --explain -3 "$HERE/small.ll"
	run 2 profile --input -1 "$HERE/small.ll" -o "$T/p.json"
	# A module without main is refused before any build.
	run 1 profile "$HERE/ids.ll" -o "$T/p.json"
	grep -q "'$HERE/ids.ll' has no main function" "$T/err" || fail "no main"
	run 1 predict "$HERE/ids.ll"
	grep -q "has no main function" "$T/err" || fail "predict: no main"
	# A hanging program: predict stops at the profile's --timeout.
	run 1 predict --timeout 1 "$HERE/hang.ll"
	grep -q "did not end within 1 s" "$T/err" || fail "predict --timeout"
	# -q, -o and the limits mean the same everywhere.
	for cmd in ids dump inject profile gpu-inject predict validate; do
		run 0 $cmd --help
		grep -q '^  -q, --quiet ' "$T/out" || fail "$cmd has no -q"
		grep -q '^  -o, --output ' "$T/out" || fail "$cmd has no -o"
	done
	for cmd in inject profile predict validate; do
		run 0 $cmd --help
		for o in timeout mem fsize; do
			grep -q "^      --$o " "$T/out" || fail "$cmd has no --$o"
		done
		grep -q "(default 300)" "$T/out" || fail "$cmd: --timeout default"
	done
	;;
missing-file)
	bad_input "$T/does-not-exist.bc" 'no such file'
	;;
directory)
	mkdir "$T/dir.bc"
	bad_input "$T/dir.bc" 'directory'
	;;
empty-file)
	: >"$T/empty.bc"
	bad_input "$T/empty.bc" 'empty'
	;;
garbage)
	printf 'this is not LLVM IR \001\002\003\377\376 at all\n' >"$T/garbage.bc"
	bad_input "$T/garbage.bc" 'cannot parse'
	;;
truncated-bitcode)
	"$LLVM_AS" "$HERE/small.ll" -o "$T/full.bc"
	size=$(wc -c <"$T/full.bc")
	for cut in 4 40 $((size / 2)) $((size - 9)); do
		head -c "$cut" "$T/full.bc" >"$T/trunc.bc"
		bad_input "$T/trunc.bc" 'cannot parse'
	done
	;;
syntax-error)
	bad_input "$HERE/syntax.ll" 'cannot parse'
	grep -q 'syntax.ll' "$T/err" || fail "file not named"
	;;
invalid-module)
	bad_input "$HERE/invalid.ll" 'not a valid module'
	;;
ids-filecheck)
	run 0 ids "$HERE/ids.ll" -o "$T/ids.out.ll"
	"$FILECHECK" "$HERE/ids.ll" <"$T/ids.out.ll" || fail "FileCheck"
	;;
ids-idempotent)
	run 0 ids "$HERE/small.ll" -o "$T/a.ll"
	grep -q ': 12 ids (12 new), module hash [0-9a-f]\{16\}$' "$T/out" ||
		fail "first run: $(cat "$T/out")"
	h1=$(sed 's/.*hash //' "$T/out")
	run 0 ids "$T/a.ll" -o "$T/b.ll"
	grep -q ': 12 ids (0 new)' "$T/out" || fail "second run added ids"
	# Only the "; ModuleID" comment (the input's name) may differ.
	tail -n +2 "$T/a.ll" >"$T/a.body"
	tail -n +2 "$T/b.ll" >"$T/b.body"
	cmp -s "$T/a.body" "$T/b.body" || fail "second run changed the module"
	[ "$(sed 's/.*hash //' "$T/out")" = "$h1" ] || fail "hash changed"
	run 0 ids "$T/a.ll" -o "$T/c.bc"
	[ "$(sed 's/.*hash //' "$T/out")" = "$h1" ] || fail ".bc hash differs"
	run 0 ids "$T/c.bc" -o "$T/e.bc"
	[ "$(sed 's/.*hash //' "$T/out")" = "$h1" ] || fail "hash from .bc differs"
	run 0 ids -q "$T/c.bc" -o "$T/d.ll"
	[ ! -s "$T/out" ] || fail "-q printed something"
	tail -n +2 "$T/d.ll" >"$T/d.body"
	cmp -s "$T/a.body" "$T/d.body" || fail "bitcode round trip changed ids"
	;;
unwritable-output)
	run 1 ids "$HERE/small.ll" -o "$T/no/such/dir/out.bc"
	grep -q "cannot write '$T/no/such/dir/out.bc'" "$T/err" || fail "message"
	run 1 dump -o "$T/no/such/dir/out.txt" "$HERE/small.ll"
	grep -q "cannot write" "$T/err" || fail "dump -o message"
	;;
*)
	fail "no such case"
	;;
esac
echo "ok [$CASE]"
