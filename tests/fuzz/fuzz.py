#!/usr/bin/env python3
"""Mutation fuzz tests of trident's untrusted inputs: IR and profiles.

usage: fuzz.py ir --trident T [--cases N] [--seed S] [--jobs J]
                  [--crashers DIR] [--save DIR] [--only I]...
                  [--module M] INPUT...
       fuzz.py profile --trident T [--cases N] [--seed S] [--jobs J]
                  [--save DIR] [--only I]... --module M [--profile P]
       fuzz.py bound --trident T [--cases N] [--seed S] [--jobs J]
                  [--save DIR] [--only I]... --module M
       fuzz.py gprof --trident T [--cases N] [--seed S] [--jobs J]
                  [--save DIR] [--only I]... --module DEVICE.bc
                  --manifest M --profile DUMP --run RUN.json
       fuzz.py syndrome --trident T [--cases N] [--seed S] [--jobs J]
                  [--save DIR] [--only I]... --module DEVICE.bc TABLE

ir: every case is one of the INPUT modules (bitcode or textual IR, chosen
round-robin in name order) with one to three mutations: bit flips, byte
overwrites, a truncation, a duplicated block, a deleted chunk, inserted
bytes, and for textual IR also line-level and token-level changes (numbers
made huge or negative, lines deleted, duplicated or swapped, a type or a
value name replaced). An INPUT may be a glob pattern ("build/inputs/*/*.bc");
one that matches nothing is left out. Each case is run through `trident
dump` and `trident ids`, and with --module M (made an INPUT too) through
`trident predict` with a profile of M made first: a mutation of M that
keeps its skeleton runs the model before the module hash refuses the
profile (cli/cmd_predict.c); a refusal may name the profile instead of the
case. Every file of --crashers DIR (mutated files that crashed trident
once) is run the same way.

profile: every case is the profile P of module M with one to three
mutations, at the JSON level (numbers replaced by huge, negative, INT64_MAX,
fractional or NaN-like values or by strings, keys deleted, arrays cut short
or lengthened, a value's type changed) or at the byte level; each is run
through `trident predict -q --profile CASE -o PRED M`. A prediction made
with exit 0 must be sane: every probability a finite number in [0, 1].
Without --profile, P is made first with `trident profile M`. A case that
breaks a rule of the format (docs/profile.md, profiler/load.c) must be
refused: a count changed or of the wrong type (it no longer adds up to
"totals"), "totals" changed, a key that is no instruction id, a branch's
successor counts changed (they add up to its count in a run that ended
normally), a value site's executions or a compare's n changed, a value
site's operands cut or lengthened, its margins or magnitudes out of their
ranges (issue 15: bins 0 to 64, counts past its samples, means; and an
output conversion's magnitude and printed flips), a
fraction outside [0, 1] or not a number, every count 0 or INT64_MAX.

bound: the two files `trident bound` reads besides the module (issue 17):
half the cases are an input list (--inputs FILE: one input of M per line,
its arguments or options then -- and arguments) with line-, token- or
byte-level mutations, run with --no-fi; half are a campaign summary of the
list's median input (--fi SUMMARY: made first with a 40-run campaign) with
JSON- or byte-level mutations. A list may name inputs that fail (bad
arguments, a crash, a hang past --timeout 2): those are one line each on
stderr and exit 1; so for bound every line on stderr must be trident's own
("trident: ..."), and a report written with exit 0 must be sane (every
probability in [0, 1]).

gprof: the files a device profile's run brings back from the GPU machine
(trident gpu-profile --read; issue 19): a directory built once with
`gpu-profile --build-only`, then per case four in five the dump DUMP
(profile.raw) with one to three byte-level mutations, the rest the run
record RUN.json with JSON- or byte-level ones; what --read accepts goes
through `trident predict` and must be sane. The refusal names the dump or
the directory.

syndrome: a syndrome table TABLE (trident gpu-inject --syndrome FILE;
issue 19) with line-, token- or byte-level mutations, each through
`trident gpu-inject --emit-ir` on the device module: accepted, or refused
naming the table.

Every run must end with exit status 0, or exit status 1 and exactly one
line on stderr that names the input file: never a signal, another status,
a hang, or "LLVM ERROR" with exit 0. The corpus is made at test time from a
seed (each case from the seed and its index, so one case can be replayed
alone with --only); nothing generated is committed. Prints how many cases
ran and how many were rejected; exits 1 when any run failed. --save DIR
keeps the failing cases.
"""

import argparse
import concurrent.futures
import glob
import json
import math
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

TIMEOUT = 60        # seconds for one run; the reader's own limit is lower
INT64_MAX = 2**63 - 1

# ---------------------------------------------------------------- bytes


def special_byte(rng):
    return rng.choice([0x00, 0xff, 0x7f, 0x80, 0x01, 0xfe, 0x40])


def m_bitflip(rng, data):
    data = bytearray(data)
    k = rng.randint(1, 8)
    for _ in range(k):
        i = rng.randrange(len(data))
        data[i] ^= 1 << rng.randrange(8)
    return bytes(data), "flip %d bits" % k


def m_overwrite(rng, data):
    data = bytearray(data)
    n = rng.randint(1, 8)
    at = rng.randrange(len(data))
    for i in range(at, min(at + n, len(data))):
        data[i] = special_byte(rng) if rng.random() < 0.5 \
            else rng.randrange(256)
    return bytes(data), "overwrite %d bytes at %d" % (n, at)


def m_truncate(rng, data):
    at = rng.randrange(1, len(data))
    return data[:at], "truncate at %d" % at


def m_duplicate(rng, data):
    n = rng.randint(4, 256)
    at = rng.randrange(len(data))
    block = data[at:at + n]
    to = rng.randrange(len(data) + 1)
    return data[:to] + block + data[to:], \
        "duplicate %d bytes at %d to %d" % (len(block), at, to)


def m_delete(rng, data):
    n = rng.randint(1, 256)
    at = rng.randrange(len(data))
    return data[:at] + data[at + n:], "delete %d bytes at %d" % (n, at)


def m_insert(rng, data):
    n = rng.randint(1, 32)
    at = rng.randrange(len(data) + 1)
    junk = bytes(rng.randrange(256) for _ in range(n))
    return data[:at] + junk + data[at:], "insert %d bytes at %d" % (n, at)


# Weights: most cases flip a few bits, which reaches deepest into a reader.
BYTE_MUTATIONS = [(m_bitflip, 5), (m_overwrite, 3), (m_truncate, 1),
                  (m_duplicate, 1), (m_delete, 1), (m_insert, 1)]

# ---------------------------------------------------------------- IR text

NUMBERS = ["0", "-1", "1", "4294967295", "4294967296", "2147483648",
           "-9223372036854775808", "18446744073709551616", "999999999999",
           "65536", "255", "1e300"]
TYPES = ["i1", "i8", "i32", "i64", "i128", "ptr", "float", "double",
         "void", "<2 x i64>", "[4 x i32]", "{ i32, i64 }"]


def m_number(rng, text):
    spots = [m for m in re.finditer(r"(?<![%@!\w.])-?\d+\b", text)]
    if not spots:
        return m_line_delete(rng, text)
    m = rng.choice(spots)
    new = rng.choice(NUMBERS)
    return text[:m.start()] + new + text[m.end():], \
        "number %s -> %s at %d" % (m.group(0), new, m.start())


def m_type(rng, text):
    spots = [m for m in re.finditer(r"\b(i1|i8|i32|i64|ptr|double|float)\b",
                                    text)]
    if not spots:
        return m_line_delete(rng, text)
    m = rng.choice(spots)
    new = rng.choice(TYPES)
    return text[:m.start()] + new + text[m.end():], \
        "type %s -> %s at %d" % (m.group(0), new, m.start())


def m_name(rng, text):
    spots = [m for m in re.finditer(r"[%!][\w.]+", text)]
    if len(spots) < 2:
        return m_line_delete(rng, text)
    m = rng.choice(spots)
    other = rng.choice(spots).group(0)
    return text[:m.start()] + other + text[m.end():], \
        "name %s -> %s at %d" % (m.group(0), other, m.start())


def lines_of(text):
    return text.split("\n")


def m_line_delete(rng, text):
    ls = lines_of(text)
    i = rng.randrange(len(ls))
    del ls[i]
    return "\n".join(ls), "delete line %d" % (i + 1)


def m_line_dup(rng, text):
    ls = lines_of(text)
    i = rng.randrange(len(ls))
    ls.insert(rng.randrange(len(ls) + 1), ls[i])
    return "\n".join(ls), "duplicate line %d" % (i + 1)


def m_line_swap(rng, text):
    ls = lines_of(text)
    if len(ls) < 2:
        return "\n".join(ls), "nothing"
    i = rng.randrange(len(ls) - 1)
    ls[i], ls[i + 1] = ls[i + 1], ls[i]
    return "\n".join(ls), "swap lines %d and %d" % (i + 1, i + 2)


TEXT_MUTATIONS = [(m_number, 3), (m_type, 2), (m_name, 2),
                  (m_line_delete, 2), (m_line_dup, 1), (m_line_swap, 1)]


def pick(rng, weighted):
    total = sum(w for _, w in weighted)
    x = rng.uniform(0, total)
    for f, w in weighted:
        x -= w
        if x <= 0:
            return f
    return weighted[-1][0]


def mutate_ir(rng, data, textual):
    what = []
    for _ in range(rng.choice([1, 1, 1, 2, 2, 3])):
        if len(data) < 2:
            break
        if textual and rng.random() < 0.6:
            text = data.decode("latin-1")
            text, w = pick(rng, TEXT_MUTATIONS)(rng, text)
            data = text.encode("latin-1")
        else:
            data, w = pick(rng, BYTE_MUTATIONS)(rng, data)
        what.append(w)
    return data, "; ".join(what)

# ---------------------------------------------------------------- JSON

BAD_VALUES = [INT64_MAX, INT64_MAX + 1, -INT64_MAX - 1, 2**64, -1, 0,
              1e308, -1e308, 0.5, 1e-320, "NaN", "inf", "", "x", None, True,
              False, [], {}, [INT64_MAX, INT64_MAX], {"n": -1}, float("nan"),
              float("inf")]


def paths(x, here=()):
    """Every (container path) in x, the root included."""
    out = [here]
    if isinstance(x, dict):
        for k, v in x.items():
            out += paths(v, here + (k,))
    elif isinstance(x, list):
        for i, v in enumerate(x):
            out += paths(v, here + (i,))
    return out


def get(x, path):
    for p in path:
        x = x[p]
    return x


def j_replace(rng, doc, ps):
    p = rng.choice([q for q in ps if q])
    v = rng.choice(BAD_VALUES)
    get(doc, p[:-1])[p[-1]] = v
    return "%s = %s" % ("/".join(map(str, p)), json.dumps(v))


def j_number(rng, doc, ps):
    nums = [q for q in ps if q and isinstance(get(doc, q), (int, float))
            and not isinstance(get(doc, q), bool)]
    if not nums:
        return j_replace(rng, doc, ps)
    p = rng.choice(nums)
    v = rng.choice([INT64_MAX, INT64_MAX - 1, 2**64 + 5, -1,
                    -INT64_MAX - 1, 0, 1e308, -0.0, 3.5, 1e-300,
                    get(doc, p) * 1000003 + 7])
    get(doc, p[:-1])[p[-1]] = v
    return "%s = %s" % ("/".join(map(str, p)), json.dumps(v))


def j_delete(rng, doc, ps):
    p = rng.choice([q for q in ps if q])
    parent = get(doc, p[:-1])
    del parent[p[-1]]
    return "delete %s" % "/".join(map(str, p))


def j_array(rng, doc, ps):
    arrays = [q for q in ps if isinstance(get(doc, q), list)]
    if not arrays:
        return j_replace(rng, doc, ps)
    p = rng.choice(arrays)
    a = get(doc, p)
    if a and rng.random() < 0.5:
        n = rng.randrange(len(a))
        del a[n:]
        return "cut %s to %d" % ("/".join(map(str, p)), n)
    n = rng.randint(1, 3)
    a.extend([a[-1] if a else 0] * n if rng.random() < 0.5
             else [rng.choice(BAD_VALUES)] * n)
    return "lengthen %s by %d" % ("/".join(map(str, p)), n)


def j_key(rng, doc, ps):
    objs = [q for q in ps if isinstance(get(doc, q), dict) and get(doc, q)]
    p = rng.choice(objs)
    o = get(doc, p)
    k = rng.choice(list(o))
    new = rng.choice(["0", "-1", "4294967297", "99999999",
                      "18446744073709551617", "x", "", k + "0"])
    o[new] = o.pop(k)
    return "rename key %s/%s -> %s" % ("/".join(map(str, p)), k, new)


def j_type(rng, doc, ps):
    p = rng.choice([q for q in ps if q])
    v = get(doc, p)
    new = {dict: [], list: {}, str: 7, int: str(v), float: str(v),
           bool: 1}.get(type(v), "null")
    get(doc, p[:-1])[p[-1]] = new
    return "retype %s" % "/".join(map(str, p))


def j_all_counts(rng, doc, ps):
    """Every count the same: 0 (nothing ran) or INT64_MAX (issue 13)."""
    v = rng.choice([0, INT64_MAX])
    if isinstance(doc.get("counts"), dict):
        for k in doc["counts"]:
            doc["counts"][k] = v
    return "every count = %d" % v


JSON_MUTATIONS = [(j_number, 5), (j_replace, 3), (j_delete, 2),
                  (j_array, 2), (j_key, 1), (j_type, 2), (j_all_counts, 1)]


def is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def is_id(k):
    return re.fullmatch(r"[1-9][0-9]*", k) is not None and \
        int(k) <= 0xffffffff


def bad_fraction(v):
    return v is not None and (not isinstance(v, (int, float)) or
                              isinstance(v, bool) or not 0 <= v <= 1)


def broken_extras(k, v, nops):
    """The rule a value site's margins or magnitudes (issue 15) break,
    or None: bins "0" to "64" with counts adding up to at most the
    samples, four [n, mean] pairs with n at most the samples (0 past the
    operation's operands), mean null exactly when n is 0, else a finite
    number in [-1100, 1100]."""
    samples = v.get("samples")
    if not is_int(samples) or samples < 0:
        return None
    if "margins" in v:
        m = v["margins"]
        if not isinstance(m, dict):
            return "value %s margins not an object" % k
        for b, n in m.items():
            if not re.fullmatch(r"0|[1-9][0-9]?", b) or int(b) > 64:
                return "value %s margin bin %r" % (k, b)
            if not is_int(n) or n < 0:
                return "value %s margin count %r" % (k, n)
        if sum(m.values()) > samples:
            return "value %s margins past its samples" % k
    if "magnitudes" in v:
        m = v["magnitudes"]
        if not isinstance(m, list) or len(m) != 4:
            return "value %s magnitudes not 4 pairs" % k
        for s, pair in enumerate(m):
            if not isinstance(pair, list) or len(pair) != 2 or \
               not is_int(pair[0]) or pair[0] < 0:
                return "value %s magnitude %d %r" % (k, s, pair)
            n, mean = pair
            if n > samples or (nops <= s < 3 and n):
                return "value %s magnitude %d: n %d" % (k, s, n)
            if broken_mean(n, mean):
                return "value %s magnitude %d mean %r" % (k, s, mean)
    return None


def broken_mean(n, mean):
    """Whether [n, mean] breaks the rule of a magnitude: mean null
    exactly when n is 0, else a finite number in [-1100, 1100]."""
    if n == 0 and mean is None:
        return False
    return n == 0 or isinstance(mean, bool) or \
        not isinstance(mean, (int, float)) or not -1100 <= mean <= 1100


def broken_flips(k, c):
    """The rule an output conversion's "flips" breaks, or None: only on a
    floating-point conversion, [weight, [64 counts]] with weight > 0 and
    every count at most the weight."""
    f = c["flips"]
    if c.get("type") not in list("fFeEgGaA"):
        return "output %s flips of a %r" % (k, c.get("type"))
    if not isinstance(f, list) or len(f) != 2 or not is_int(f[0]) or \
       f[0] <= 0 or not isinstance(f[1], list) or len(f[1]) != 64:
        return "output %s flips %r" % (k, f)
    if any(not is_int(v) or v < 0 or v > f[0] for v in f[1]):
        return "output %s flips counts" % k
    return None


def broken_outputs(doc, exact):
    """The rule an output conversion's "magnitude" or "flips" (issue 15)
    breaks, or None: only on a floating-point conversion, [n, mean] with
    n a count at most the calls (in a run that ended normally)."""
    outputs = doc.get("outputs")
    for k, o in (outputs.items() if isinstance(outputs, dict) else []):
        convs = o.get("conversions") if isinstance(o, dict) else None
        for c in (convs if isinstance(convs, list) else []):
            if isinstance(c, dict) and "flips" in c and broken_flips(k, c):
                return broken_flips(k, c)
            if not isinstance(c, dict) or "magnitude" not in c:
                continue
            m = c["magnitude"]
            if c.get("type") not in list("fFeEgGaA"):
                return "output %s magnitude of a %r" % (k, c.get("type"))
            if not isinstance(m, list) or len(m) != 2 or \
               not is_int(m[0]) or m[0] < 0:
                return "output %s magnitude %r" % (k, m)
            count = o.get("count")
            if exact and is_int(count) and m[0] > count:
                return "output %s magnitude n %d" % (k, m[0])
            if broken_mean(m[0], m[1]):
                return "output %s magnitude mean %r" % (k, m[1])
    return None


def broken_rule(doc, orig):
    """The first rule of the format doc breaks (orig is the profile it
    was made from, which keeps them all), or None."""
    if not isinstance(doc, dict):
        return "not an object"
    if doc.get("totals") != orig.get("totals"):
        return "totals changed"
    counts, ocounts = doc.get("counts"), orig["counts"]
    if not isinstance(counts, dict):
        return "counts not an object"
    for k, v in counts.items():
        if not is_id(k):
            return "counts key %r is no id" % k
        if not is_int(v) or v < 0:
            return "count %s is %r" % (k, v)
        if k in ocounts and v != ocounts[k]:
            return "count %s changed" % k
    for k, v in ocounts.items():
        if k not in counts and v:
            return "count %s deleted" % k
    if not any(counts.values()):
        return "every count 0"
    exact = isinstance(doc.get("exit"), dict) and \
        doc["exit"].get("crashed") is False and doc.get("atomic") is False
    for member in ("branches", "calls", "values", "compares", "shifts"):
        m = doc.get(member)
        if isinstance(m, dict):
            for k in m:
                if not is_id(k):
                    return "%s key %r is no id" % (member, k)
    branches, obranches = doc.get("branches"), orig.get("branches", {})
    if exact and isinstance(branches, dict):
        for k, v in branches.items():
            if k in obranches and v != obranches[k]:
                return "branch %s changed" % k
    values, ovalues = doc.get("values"), orig.get("values", {})
    if isinstance(values, dict):
        for k, v in values.items():
            if k not in ovalues or not isinstance(v, dict):
                continue
            o = ovalues[k]
            if v.get("executions") != o.get("executions"):
                return "value %s executions changed" % k
            ops = v.get("operands")
            if not isinstance(ops, list) or \
               len(ops) != len(o.get("operands", [])):
                return "value %s operands cut or lengthened" % k
            for x in ops:
                if isinstance(x, dict) and \
                   bad_fraction(x.get("sensitivity")):
                    return "value %s sensitivity %r" % (
                        k, x.get("sensitivity"))
            rule = broken_extras(k, v, len(ops))
            if rule:
                return rule
    compares, ocompares = doc.get("compares"), orig.get("compares", {})
    if isinstance(compares, dict):
        for k, v in compares.items():
            if k in ocompares and isinstance(v, dict) and \
               v.get("n") != ocompares[k].get("n"):
                return "compare %s n changed" % k
    rule = broken_outputs(doc, exact)
    if rule:
        return rule
    memory = doc.get("memory")
    for sect, fields in (("accesses", ("crash_fraction", "reference_crash")),
                         ("stores", ("dead_fraction",))):
        m = memory.get(sect) if isinstance(memory, dict) else None
        for k, v in (m.items() if isinstance(m, dict) else []):
            for f in fields:
                if isinstance(v, dict) and bad_fraction(v.get(f)):
                    return "memory %s %s %s %r" % (
                        sect, k, f, v.get(f))
    return None


def mutate_profile(rng, data):
    """The mutated bytes, what was done, and the rule it breaks (None
    when it breaks none that the test knows, or at the byte level)."""
    if rng.random() < 0.2:
        out, what = data, []
        for _ in range(rng.randint(1, 2)):
            out, w = pick(rng, BYTE_MUTATIONS)(rng, out)
            what.append(w)
        return out, "; ".join(what), None
    orig = json.loads(data)
    doc = json.loads(data)
    what = []
    for _ in range(rng.choice([1, 1, 2, 3])):
        what.append(pick(rng, JSON_MUTATIONS)(rng, doc, paths(doc)))
    # Python writes NaN and Infinity for float("nan"), which is no JSON:
    # the reader must refuse them as such.
    return json.dumps(doc, indent=1).encode(), "; ".join(what), \
        broken_rule(doc, orig)

# ---------------------------------------------------------------- runs


def check_run(cmd, path, cwd, other=None):
    """Run cmd; None if it ended as it must, else what went wrong. A
    refusal names path (or other)."""
    try:
        r = subprocess.run(cmd, cwd=cwd, capture_output=True,
                           timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return "no answer in %d s" % TIMEOUT, None
    err = r.stderr.decode("utf-8", "replace")
    if r.returncode < 0:
        return "killed by signal %d" % -r.returncode, r.returncode
    if r.returncode == 0:
        if b"LLVM ERROR" in r.stderr or b"LLVM ERROR" in r.stdout:
            return "exit 0 with an LLVM ERROR", 0
        return None, 0
    if r.returncode != 1:
        return "exit status %d" % r.returncode, r.returncode
    if err.count("\n") != 1 or not err.endswith("\n"):
        return "%d lines on stderr, expected one" % err.count("\n"), 1
    if "'%s'" % path not in err and \
       (other is None or "'%s'" % other not in err):
        return "the message does not name '%s'" % path, 1
    return None, 1


def sane_prediction(path):
    """None if the prediction at path is sane, else why not."""
    try:
        with open(path) as f:
            d = json.load(f, parse_constant=lambda c: float("nan"))
    except (OSError, ValueError) as e:
        return "exit 0 but no readable prediction: %s" % e
    probs = [("program sdc", d.get("program", {}).get("sdc"))]
    for x in d.get("instructions", []):
        for k in ("sdc", "crash", "benign"):
            probs.append(("#%s %s" % (x.get("id"), k), x.get(k)))
    for name, p in probs:
        if not isinstance(p, (int, float)) or isinstance(p, bool) or \
           not math.isfinite(p) or p < 0 or p > 1:
            return "exit 0 with %s = %r" % (name, p)
    return None


class Case:
    def __init__(self, name, path, what, must_refuse=None):
        self.name, self.path, self.what = name, path, what
        self.must_refuse = must_refuse  # why it must end in exit 1
        self.status = []    # exit status of each run
        self.problems = []


def run_ir_case(trident, case, work, profile=None):
    out = os.path.join(work, case.name + ".out.bc")
    pred = os.path.join(work, case.name + ".pred.json")
    cmds = [[trident, "dump", case.path],
            [trident, "ids", case.path, "-o", out]]
    if profile:
        cmds.append([trident, "predict", "-q", "-p", profile, "-o", pred,
                     case.path])
    for cmd in cmds:
        problem, status = check_run(cmd, case.path, work, profile)
        case.status.append(status)
        if problem:
            case.problems.append("%s: %s" % (cmd[1], problem))
        elif status == 0 and case.must_refuse:
            case.problems.append("%s: accepted %s" % (
                cmd[1], case.must_refuse))
        if cmd[1] == "ids" and status == 1 and os.path.exists(out):
            case.problems.append("ids: wrote output but failed")
        if status == 0 and cmd[1] == "predict" and not problem:
            # A mutation that left the module as it was (a comment).
            problem = sane_prediction(pred)
            if problem:
                case.problems.append("predict: " + problem)
    for f in (out, pred):
        if os.path.exists(f):
            os.unlink(f)
    return case


def run_profile_case(trident, module, case, work):
    pred = os.path.join(work, case.name + ".pred.json")
    cmd = [trident, "predict", "-q", "--profile", case.path, "-o", pred,
           module]
    problem, status = check_run(cmd, case.path, work)
    case.status.append(status)
    if problem:
        case.problems.append("predict: " + problem)
    elif status == 0 and case.must_refuse:
        case.problems.append("predict: accepted a profile that breaks "
                             "a rule (%s)" % case.must_refuse)
    elif status == 0:
        problem = sane_prediction(pred)
        if problem:
            case.problems.append("predict: " + problem)
    if os.path.exists(pred):
        os.unlink(pred)
    return case


def run_all(cases, fn, jobs):
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
        return list(ex.map(fn, cases))


def report(kind, cases, args, extra=""):
    failed = [c for c in cases if c.problems]
    runs = sum(len(c.status) for c in cases)
    # By the first command (dump; predict for profiles): ir's predict
    # refuses every case but an unchanged module (another's profile).
    rejected = sum(1 for c in cases if c.status[:1] == [1] and
                   not c.problems)
    for c in cases if args.verbose else []:
        print("%s %s: %s" % (c.name, c.status, c.what))
    for c in failed:
        print("FAIL %s (%s): %s" % (c.name, c.what, "; ".join(c.problems)),
              file=sys.stderr)
        if args.save:
            os.makedirs(args.save, exist_ok=True)
            shutil.copy(c.path, os.path.join(args.save,
                                             os.path.basename(c.path)))
    print("fuzz %s: %d cases%s (seed %d), %d runs: %d cases rejected "
          "(exit 1), %d accepted, %d failed" %
          (kind, len(cases), extra, args.seed, runs, rejected,
           len(cases) - rejected - len(failed), len(failed)))
    return 1 if failed else 0


def case_rng(seed, index):
    # A str seed is hashed with SHA-512: the same on every machine and run.
    return random.Random("trident-fuzz:%d:%d" % (seed, index))


def wanted(args, i):
    return args.only is None or i in args.only


def make_profile(args, work, kind):
    """A profile of args.module made in work; None after a message."""
    profile = os.path.join(work, "made-profile.json")
    r = subprocess.run([args.trident, "profile", args.module,
                        "-o", profile], cwd=work,
                       capture_output=True, timeout=TIMEOUT)
    if r.returncode:
        print("fuzz %s: cannot profile %s: %s" % (
            kind, args.module, r.stderr.decode("utf-8", "replace")),
            file=sys.stderr)
        return None
    return profile


def cmd_ir(args, work):
    profile = None
    if args.module:
        args.module = os.path.abspath(args.module)
        profile = make_profile(args, work, "ir")
        if not profile:
            return 1
        args.inputs.append(args.module)
    inputs = []
    for pattern in args.inputs:
        inputs += glob.glob(pattern) if glob.has_magic(pattern) \
            else [pattern]
    if not inputs:
        print("fuzz ir: no input module", file=sys.stderr)
        return 1
    inputs = sorted(set(inputs), key=lambda p: (os.path.basename(p), p))
    datas = []
    for p in inputs:
        with open(p, "rb") as f:
            datas.append(f.read())
    cases = []
    for i in range(args.cases):
        k = i % len(inputs)
        src = inputs[k]
        textual = not datas[k].startswith(b"BC\xc0\xde") and \
            not datas[k].startswith(b"\xde\xc0\x17\x0b")
        data, what = mutate_ir(case_rng(args.seed, i), datas[k], textual)
        if not wanted(args, i):
            continue
        base = os.path.basename(src)
        name = "case%04d-%s" % (i, base)
        path = os.path.join(work, name)
        with open(path, "wb") as f:
            f.write(data)
        cases.append(Case(name, path, "%s: %s" % (base, what)))
    if args.crashers and os.path.isdir(args.crashers):
        for n in sorted(os.listdir(args.crashers)):
            if n.startswith(".") or n.endswith((".md", ".txt")):
                continue
            # A copy, so that the message names a path of ours.
            path = os.path.join(work, "crasher-" + n)
            shutil.copy(os.path.join(args.crashers, n), path)
            cases.append(Case("crasher-" + n, path, "crasher " + n,
                              "a file that crashed trident once"))
    done = run_all(cases, lambda c: run_ir_case(args.trident, c, work,
                                                profile), args.jobs)
    return report("ir", done, args, " from %d inputs" % len(inputs))


def cmd_profile(args, work):
    if not args.profile:
        args.profile = make_profile(args, work, "profile")
        if not args.profile:
            return 1
    with open(args.profile, "rb") as f:
        data = f.read()
    cases = []
    for i in range(args.cases):
        mutated, what, rule = mutate_profile(case_rng(args.seed, i),
                                             data)
        if not wanted(args, i):
            continue
        name = "case%04d-profile.json" % i
        path = os.path.join(work, name)
        with open(path, "wb") as f:
            f.write(mutated)
        cases.append(Case(name, path, what, rule))
    # The unmutated profile must give a sane prediction.
    path = os.path.join(work, "original-profile.json")
    shutil.copy(args.profile, path)
    orig = run_profile_case(args.trident, args.module,
                            Case("original", path, "unmutated"), work)
    if orig.problems or orig.status != [0]:
        print("FAIL the unmutated profile: %s" %
              ("; ".join(orig.problems) or "rejected"), file=sys.stderr)
        return 1
    done = run_all(cases, lambda c: run_profile_case(
        args.trident, args.module, c, work), args.jobs)
    return report("profile", done, args)


# ---------------------------------------------------------------- bound

BOUND_LIST = "0 200 20\n0 200 100\n# mode 1: only footprints move\n" \
    "1 300 300\n1 300 30\n"


def mutate_list(rng, data):
    out, what = data, []
    for _ in range(rng.randint(1, 3)):
        if rng.random() < 0.3:
            out, w = pick(rng, BYTE_MUTATIONS)(rng, out)
        else:
            text, w = pick(rng, TEXT_MUTATIONS)(
                rng, out.decode("utf-8", "replace"))
            out = text.encode()
        what.append(w)
    return out, "; ".join(what)


def mutate_json(rng, data):
    """A JSON document's bytes with JSON- or byte-level mutations."""
    if rng.random() < 0.2:
        out, w = pick(rng, BYTE_MUTATIONS)(rng, data)
        return out, w
    doc = json.loads(data)
    what = [pick(rng, JSON_MUTATIONS)(rng, doc, paths(doc))
            for _ in range(rng.choice([1, 1, 2]))]
    return json.dumps(doc, indent=1).encode(), "; ".join(what)


def sane_bound(path):
    """None if the bound report at path is sane, else why not."""
    try:
        with open(path) as f:
            d = json.load(f, parse_constant=lambda c: float("nan"))
    except (OSError, ValueError) as e:
        return "exit 0 but no readable report: %s" % e
    probs = [("reference", d.get("reference", {}).get("sdc"))]
    probs += [("bounds", x) for x in d.get("bounds", {}).get("vtrident", [])]
    for i in d.get("inputs", []):
        if "error" not in i:
            probs.append(("input %s" % i.get("index"), i.get("predicted")))
    for name, p in probs:
        if not isinstance(p, (int, float)) or isinstance(p, bool) or \
           not math.isfinite(p) or p < 0 or p > 1:
            return "exit 0 with %s = %r" % (name, p)
    return None


def run_bound_case(trident, module, lst, case, work):
    d = os.path.join(work, case.name + ".d")
    cmd = [trident, "bound", "-q", "-j", "1", "--timeout", "2", "-d", d]
    if case.name.endswith(".txt"):
        cmd += ["--no-fi", "--inputs", case.path, module]
    else:
        cmd += ["--inputs", lst, "--fi", case.path, module]
    try:
        r = subprocess.run(cmd, cwd=work, capture_output=True,
                           timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        case.problems.append("no answer in %d s" % TIMEOUT)
        return case
    case.status.append(r.returncode)
    err = r.stderr.decode("utf-8", "replace")
    if r.returncode < 0:
        case.problems.append("killed by signal %d" % -r.returncode)
    elif r.returncode not in (0, 1):
        case.problems.append("exit status %d" % r.returncode)
    elif r.returncode == 1 and not err.strip():
        case.problems.append("exit 1 without a message")
    elif any(not x.startswith("trident: ") for x in err.splitlines()):
        case.problems.append("a line on stderr not trident's: %r" %
                             err.splitlines()[:3])
    elif r.returncode == 0:
        problem = sane_bound(os.path.join(d, "bound.json"))
        if problem:
            case.problems.append(problem)
    shutil.rmtree(d, ignore_errors=True)
    return case


def cmd_bound(args, work):
    module = os.path.abspath(args.module)
    lst = os.path.join(work, "inputs.txt")
    with open(lst, "w") as f:
        f.write(BOUND_LIST)
    base = os.path.join(work, "base")
    r = subprocess.run([args.trident, "bound", "-q", "-n", "40", "-d", base,
                        "--inputs", lst, module], cwd=work,
                       capture_output=True, timeout=TIMEOUT)
    if r.returncode:
        print("fuzz bound: the unmutated list failed: %s" %
              r.stderr.decode("utf-8", "replace"), file=sys.stderr)
        return 1
    with open(os.path.join(base, "campaign", "summary.json"), "rb") as f:
        summary = f.read()
    cases = []
    for i in range(args.cases):
        rng = case_rng(args.seed, i)
        if i % 2 == 0:
            data, what = mutate_list(rng, BOUND_LIST.encode())
            name = "case%04d-inputs.txt" % i
        else:
            data, what = mutate_json(rng, summary)
            name = "case%04d-summary.json" % i
        if not wanted(args, i):
            continue
        path = os.path.join(work, name)
        with open(path, "wb") as f:
            f.write(data)
        cases.append(Case(name, path, what))
    done = run_all(cases, lambda c: run_bound_case(
        args.trident, module, lst, c, work), args.jobs)
    return report("bound", done, args)


# ---------------------------------------------------------------- gprof


def run_gprof_case(trident, module, manifest, built, case, work):
    """`trident gpu-profile --read` on a copy of the built directory with
    the case's dump (or run record); then predict on what it wrote."""
    d = os.path.join(work, case.name + ".d")
    shutil.copytree(built, d)
    raw, run = os.path.join(d, "profile.raw"), os.path.join(d, "run.json")
    shutil.copy(case.path, raw if case.name.endswith(".raw") else run)
    prof = os.path.join(work, case.name + ".json")
    cmd = [trident, "gpu-profile", "-q", "--read", "-d", d, "--manifest",
           manifest, module, "-o", prof]
    problem, status = check_run(cmd, raw, work, d)
    case.status.append(status)
    if problem:
        case.problems.append("gpu-profile --read: " + problem)
    elif status == 0:
        pred = os.path.join(work, case.name + ".pred.json")
        problem, status = check_run([trident, "predict", "-q", "-p", prof,
                                     "-o", pred, module], prof, work)
        case.status.append(status)
        if problem:
            case.problems.append("predict: " + problem)
        elif status == 0:
            problem = sane_prediction(pred)
            if problem:
                case.problems.append("predict: " + problem)
    shutil.rmtree(d, ignore_errors=True)
    return case


def cmd_gprof(args, work):
    """Mutations of a device profile's dump and run record (trident
    gpu-profile --read: the files trident-gpu-run brings back)."""
    built = os.path.join(work, "built")
    r = subprocess.run([args.trident, "gpu-profile", "-q", "--build-only",
                        "-d", built, "--manifest", args.manifest,
                        args.module], cwd=work, capture_output=True,
                       timeout=TIMEOUT)
    if r.returncode:
        print("fuzz gprof: cannot build %s: %s" % (
            args.module, r.stderr.decode("utf-8", "replace")),
            file=sys.stderr)
        return 1
    with open(args.profile, "rb") as f:
        raw = f.read()
    with open(args.run, "rb") as f:
        run = f.read()
    shutil.copy(args.profile, os.path.join(built, "profile.raw"))
    shutil.copy(args.run, os.path.join(built, "run.json"))
    cases = []
    for i in range(args.cases):
        rng = case_rng(args.seed, i)
        if rng.random() < 0.8:
            out, what = raw, []
            for _ in range(rng.randint(1, 3)):
                out, w = pick(rng, BYTE_MUTATIONS)(rng, out)
                what.append(w)
            name, what = "case%04d.raw" % i, "dump: " + "; ".join(what)
        else:
            out, what = mutate_json(rng, run)
            name, what = "case%04d.run.json" % i, "run.json: " + what
        if not wanted(args, i):
            continue
        path = os.path.join(work, name)
        with open(path, "wb") as f:
            f.write(out)
        cases.append(Case(name, path, what))
    # The unmutated dump must give a sane prediction.
    orig = run_gprof_case(args.trident, args.module, args.manifest, built,
                          Case("original.raw", args.profile, "unmutated"),
                          work)
    if orig.problems or orig.status != [0, 0]:
        print("FAIL the unmutated dump: %s" %
              ("; ".join(orig.problems) or "rejected"), file=sys.stderr)
        return 1
    done = run_all(cases, lambda c: run_gprof_case(
        args.trident, args.module, args.manifest, built, c, work),
        args.jobs)
    return report("gprof", done, args)


def run_syndrome_case(trident, module, case, work):
    """`trident gpu-inject --emit-ir` with the case as --syndrome: the
    table is read before anything is instrumented."""
    out = os.path.join(work, case.name + ".ll")
    problem, status = check_run([trident, "gpu-inject", "-q", "--emit-ir",
                                 out, "--syndrome", case.path, module],
                                case.path, work)
    case.status.append(status)
    if problem:
        case.problems.append("gpu-inject --syndrome: " + problem)
    if os.path.exists(out):
        os.unlink(out)
    return case


def cmd_syndrome(args, work):
    """Mutations of a syndrome table (gpu-inject --syndrome FILE; issue
    19): line-, token- and byte-level, as for an input list."""
    with open(args.inputs[0], "rb") as f:
        table = f.read()
    orig = run_syndrome_case(args.trident, args.module,
                             Case("original.txt", args.inputs[0],
                                  "unmutated"), work)
    if orig.problems or orig.status != [0]:
        print("FAIL the unmutated table: %s" %
              ("; ".join(orig.problems) or "rejected"), file=sys.stderr)
        return 1
    cases = []
    for i in range(args.cases):
        out, what = mutate_list(case_rng(args.seed, i), table)
        if not wanted(args, i):
            continue
        path = os.path.join(work, "case%04d.txt" % i)
        with open(path, "wb") as f:
            f.write(out)
        cases.append(Case(os.path.basename(path), path, what))
    done = run_all(cases, lambda c: run_syndrome_case(
        args.trident, args.module, c, work), args.jobs)
    return report("syndrome", done, args)


def mutate_json(rng, data):
    """One mutation of a JSON file: of its bytes (3 in 10) or of one
    of its values or keys; the bytes and what was done."""
    if rng.random() < 0.3:
        return pick(rng, BYTE_MUTATIONS)(rng, data)
    doc = json.loads(data)
    what = pick(rng, JSON_MUTATIONS)(rng, doc, paths(doc))
    return json.dumps(doc, indent=1).encode(), what


def run_merge_case(trident, case, work):
    """`trident merge` of the two parts in the case's directory, one of
    whose files (case.path) was mutated."""
    part = os.path.dirname(case.path)
    cwd = os.path.dirname(part)
    problem, status = check_run([trident, "merge", "-q", "p1", "p2", "-o",
                                 "m"], os.path.relpath(case.path, cwd),
                                cwd, os.path.basename(part))
    case.status.append(status)
    if problem:
        case.problems.append("merge: " + problem)
    elif status == 0:
        try:
            with open(os.path.join(cwd, "m", "summary.json")) as f:
                runs = json.load(f)["runs"]
            with open(os.path.join(cwd, "m", "campaign.json")) as f:
                want = json.load(f)["runs"]
            if runs != want:
                case.problems.append("merge: exit 0 with %r of %r runs" %
                                     (runs, want))
        except (OSError, ValueError, KeyError) as e:
            case.problems.append("merge: exit 0 but %s" % e)
    shutil.rmtree(cwd, ignore_errors=True)
    return case


def cmd_merge(args, work):
    """Mutations of a part of a sharded campaign (issue 20): its
    campaign.json, state.json, summary.json (JSON- or byte-level) or
    journal.jsonl (line- and byte-level), through `trident merge`."""
    parts = os.path.join(work, "parts")
    os.makedirs(parts)
    for k in (1, 2):
        r = subprocess.run([args.trident, "inject", "-q", "-n", "12", "-j",
                            "2", "-s", "3", "--shard", "%d/2" % k, "-d",
                            os.path.join(parts, "p%d" % k), args.module],
                           capture_output=True, timeout=TIMEOUT)
        if r.returncode:
            print("fuzz merge: cannot run part %d: %s" % (
                k, r.stderr.decode("utf-8", "replace")), file=sys.stderr)
            return 1
    files = ["campaign.json", "state.json", "summary.json", "journal.jsonl"]
    cases = []
    for i in range(args.cases):
        rng = case_rng(args.seed, i)
        part, name = rng.choice(["p1", "p2"]), rng.choice(files)
        with open(os.path.join(parts, part, name), "rb") as f:
            data = f.read()
        out, what = mutate_list(rng, data) if name.endswith(".jsonl") \
            else mutate_json(rng, data)
        if not wanted(args, i):
            continue
        d = os.path.join(work, "case%04d" % i)
        shutil.copytree(parts, d)
        path = os.path.join(d, part, name)
        with open(path, "wb") as f:
            f.write(out)
        cases.append(Case("case%04d/%s/%s" % (i, part, name), path,
                          "%s %s: %s" % (part, name, what)))
    done = run_all(cases, lambda c: run_merge_case(args.trident, c, work),
                   args.jobs)
    return report("merge", done, args)


REPORT_INPUTS = ["prediction.json", "campaign.json", "llc.json",
                 "bound.json"]


def run_report_case(trident, case, work):
    """`trident report` (page and tables) of the fixtures, one of them
    (case.path) mutated."""
    d = os.path.dirname(case.path)
    for cmd in ([trident, "report", "-q"] + REPORT_INPUTS +
                ["-o", "page.html", "--source-dir", "."],
                [trident, "report", "-q", "--format", "csv"] +
                REPORT_INPUTS + ["-o", "csv"]):
        problem, status = check_run(cmd, os.path.basename(case.path), d)
        case.status.append(status)
        if problem:
            case.problems.append("report: " + problem)
    shutil.rmtree(d, ignore_errors=True)
    return case


def cmd_report(args, work):
    """Mutations of one of the report's inputs (issue 20: the fixtures
    of tests/report), JSON- or byte-level, through `trident report`."""
    here = args.inputs[0]
    cases = []
    for i in range(args.cases):
        rng = case_rng(args.seed, i)
        name = rng.choice(REPORT_INPUTS)
        with open(os.path.join(here, name), "rb") as f:
            data = f.read()
        out, what = mutate_json(rng, data)
        if not wanted(args, i):
            continue
        d = os.path.join(work, "case%04d" % i)
        os.makedirs(d)
        for n in REPORT_INPUTS + ["sum.c"]:
            shutil.copy(os.path.join(here, n), d)
        path = os.path.join(d, name)
        with open(path, "wb") as f:
            f.write(out)
        cases.append(Case("case%04d/%s" % (i, name), path,
                          "%s: %s" % (name, what)))
    done = run_all(cases, lambda c: run_report_case(args.trident, c, work),
                   args.jobs)
    return report("report", done, args)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("kind", choices=["ir", "profile", "bound", "gprof",
                                     "syndrome", "merge", "report"])
    ap.add_argument("--trident", required=True)
    ap.add_argument("--cases", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--only", type=int, action="append",
                    help="run only case N (repeatable)")
    ap.add_argument("--save", help="copy failing cases here")
    ap.add_argument("--verbose", action="store_true",
                    help="list every case with its exit statuses")
    ap.add_argument("--keep", action="store_true",
                    help="keep the work directory")
    ap.add_argument("--crashers")
    ap.add_argument("--module")
    ap.add_argument("--profile")
    ap.add_argument("--manifest")
    ap.add_argument("--run", help="gprof: the run record of --profile")
    ap.add_argument("inputs", nargs="*")
    args = ap.parse_intermixed_args()
    args.trident = os.path.abspath(args.trident)
    for k in ("module", "manifest", "profile", "run"):
        if getattr(args, k):
            setattr(args, k, os.path.abspath(getattr(args, k)))
    if args.kind in ("syndrome", "report"):
        args.inputs = [os.path.abspath(p) for p in args.inputs]
    if args.kind == "ir" and not args.inputs:
        ap.error("ir: no input modules")
    if args.kind == "syndrome" and len(args.inputs) != 1:
        ap.error("syndrome: one TABLE")
    if args.kind in ("profile", "bound", "gprof", "syndrome", "merge") and \
       not args.module:
        ap.error("%s: --module is required" % args.kind)
    if args.kind == "gprof" and not (args.profile and args.run and
                                     args.manifest):
        ap.error("gprof: --profile DUMP, --run RUN.json and --manifest "
                 "are required")
    work = tempfile.mkdtemp(prefix="trident-fuzz-")
    try:
        if args.kind == "ir":
            return cmd_ir(args, work)
        if args.kind == "bound":
            return cmd_bound(args, work)
        if args.kind == "gprof":
            return cmd_gprof(args, work)
        if args.kind == "syndrome":
            return cmd_syndrome(args, work)
        if args.kind == "merge":
            return cmd_merge(args, work)
        if args.kind == "report":
            return cmd_report(args, work)
        return cmd_profile(args, work)
    finally:
        if args.keep:
            print("work directory: " + work, file=sys.stderr)
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
