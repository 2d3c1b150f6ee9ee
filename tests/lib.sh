# lib.sh: what the tests' run.sh scripts share, sourced after they set
# TRIDENT, CASE and T (their scratch directory).

# fail MESSAGE: the case fails; what the last command wrote ($T/out,
# $T/err, and $T/check where a script keeps a loader's view) follows.
fail() {
	echo "FAIL [$CASE]: $*" >&2
	for f in "$T/out" "$T/err" "$T/check"; do
		[ -f "$f" ] && { echo "--- $f:" >&2; head -c 3000 "$f" >&2; }
	done
	exit 1
}

# run EXPECTED_STATUS ARGS...: trident ARGS, output in $T/out and $T/err;
# fails unless it exits EXPECTED_STATUS.
run() {
	want=$1
	shift
	set +e
	"$TRIDENT" "$@" >"$T/out" 2>"$T/err"
	got=$?
	set -e
	[ "$got" -eq "$want" ] || fail "trident $* exited $got, expected $want"
}

# one_line: stderr ($T/err) has exactly one line.
one_line() {
	[ "$(wc -l <"$T/err")" -eq 1 ] || fail "expected one line on stderr"
}
