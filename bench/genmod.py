#!/usr/bin/env python3
"""Write a large C program for the analysis benchmark: N functions, each with
nested loops, a while loop with a data-dependent exit, a switch, an early
return and a call chain, so that every analysis (dominators, post-dominators,
loops, branch classes) has real work. Compiled with clang -O1 -g it gives
roughly 55 IR instructions per function.

usage: genmod.py N > big.c
"""
import sys

n = int(sys.argv[1])
out = sys.stdout
out.write("#include <stdio.h>\n#include <stdlib.h>\n\n")
for i in range(n):
    callee = f"f{i - 1}(a, m, k)" if i else "0"
    out.write(f"""
__attribute__((noinline)) int f{i}(int *a, int m, int k)
{{
\tint s = {i % 7}, j = 0;
\tfor (int x = 0; x < m; x++)
\t\tfor (int y = x; y < m; y += {1 + i % 3})
\t\t\ts += a[(x * {i % 5 + 1} + y) % 64] ^ y;
\twhile (j < m && a[j % 64] != k + {i % 11})
\t\tj += 1 + (s & 1);
\tswitch ((s + j) & 3) {{
\tcase 0: s += j; break;
\tcase 1: s -= {i}; break;
\tcase 2: if (s > {i * 3}) return s; s *= 3; break;
\tdefault: s ^= k;
\t}}
\tif (k > {i % 13} && k < 40)
\t\ts += {callee};
\treturn s;
}}
""")
out.write(f"""
int main(int argc, char **argv)
{{
\tint a[64];
\tfor (int i = 0; i < 64; i++)
\t\ta[i] = i * 7 % 13;
\tprintf("%d\\n", f{n - 1}(a, argc > 1 ? atoi(argv[1]) : 8, 3));
\treturn 0;
}}
""")
