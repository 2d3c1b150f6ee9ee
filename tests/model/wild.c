/*
 * A mode chosen from the arguments, then a switch over it, as MiBench
 * susan chooses smoothing, edges or corners (tests/model/run.sh, case
 * wild). The mode is only ever 0, 1 or 2, so clang -O2 makes the switch's
 * default unreachable and the back end a jump table without a range
 * check: a flip that takes the mode to 3 or beyond jumps into nowhere.
 */
#include <stdio.h>
#include <string.h>

static double v[256];

int
main(int argc, char **argv)
{
	int mode = 0;
	double s = 0;

	for (int i = 1; i < argc; i++)
		if (!strcmp(argv[i], "-e"))
			mode = 1;
		else if (!strcmp(argv[i], "-c"))
			mode = 2;
	for (int i = 0; i < 256; i++)
		v[i] = i * 0.25;
	switch (mode) {
	case 0:
		for (int i = 0; i < 256; i++)
			s += v[i];
		printf("sum %.2f\n", s);
		break;
	case 1:
		for (int i = 1; i < 256; i++)
			s += v[i] - v[i - 1];
		printf("edges %.2f\n", s);
		break;
	case 2:
		for (int i = 0; i < 256; i++)
			if (v[i] > s)
				s = v[i];
		printf("corner %.2f\n", s);
		break;
	}
	return 0;
}
