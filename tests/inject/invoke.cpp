/*
 * A C++ target whose calls are invokes (tests/inject/run.sh, case invoke):
 * main keeps objects with destructors alive across calls inside try
 * blocks, so clang -O2 makes each call an invoke with a cleanup landing
 * pad and a catch. The callees do most of the work, and every third round
 * one throws after doing it, so the counts must come back on both the
 * normal and the unwind edge. main reads through the pointer `step`
 * returns after the next invoke, so a fault in the callee's pointer
 * arithmetic crashes in main.
 */
#include <cstdio>
#include <stdexcept>

struct Buf {
	double *p;
	int n;

	explicit Buf(int len) : p(new double[len]), n(len)
	{
		for (int i = 0; i < n; i++)
			p[i] = i;
	}
	~Buf() { delete[] p; }
};

/* Counts the rounds that ended, normally or by an exception. */
struct Tally {
	int *count;

	~Tally() { ++*count; }
};

/* A round of work on b; returns a pointer into it, or throws. */
__attribute__((noinline)) static double *
step(Buf &b, int round)
{
	double s = 0;

	for (int i = 0; i < b.n; i++) {
		b.p[i] = b.p[i] * 0.5 + (i ^ round);
		s += b.p[i];
	}
	if (round % 3 == 2)
		throw std::runtime_error("round");
	return b.p + (round * 7) % b.n;
}

__attribute__((noinline)) static double
sum(const Buf &b)
{
	double s = 0;

	for (int i = 0; i < b.n; i++)
		s += b.p[i];
	if (s < 0)
		throw std::runtime_error("negative");
	return s;
}

int
main()
{
	int ended = 0, thrown = 0;
	double total = 0;

	for (int round = 0; round < 12; round++) {
		Tally t = { &ended };

		try {
			Buf b(64 + round);
			double *q = step(b, round);

			total += sum(b);
			total += *q;
		} catch (const std::exception &e) {
			thrown++;
		}
	}
	printf("%.3f %d %d\n", total, ended, thrown);
	return 0;
}
