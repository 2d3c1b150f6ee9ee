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

fail() {
	echo "FAIL [$CASE]: $*" >&2
	[ -f "$T/err" ] && { echo "--- stderr:" >&2; cat "$T/err" >&2; }
	exit 1
}

# run EXPECTED_STATUS ARGS...: run trident, keep stdout/stderr in $T.
run() {
	want=$1
	shift
	set +e
	"$TRIDENT" "$@" >"$T/out" 2>"$T/err"
	got=$?
	set -e
	[ "$got" -eq "$want" ] || fail "trident $* exited $got, expected $want"
}

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
	grep -q '^usage: trident' "$T/err" || fail "no usage"
	run 2
	grep -q '^usage: trident' "$T/err" || fail "no usage without arguments"
	;;
usage-errors)
	run 2 dump --bogus "$HERE/small.ll"
	run 2 dump
	run 2 dump --what=nonsense "$HERE/small.ll"
	grep -q "unknown view 'nonsense'" "$T/err" || fail "bad view message"
	run 2 ids "$HERE/small.ll"
	grep -q 'missing -o' "$T/err" || fail "ids without -o"
	run 1 dump --function=nosuch "$HERE/small.ll"
	grep -q "no function 'nosuch'" "$T/err" || fail "unknown function"
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
