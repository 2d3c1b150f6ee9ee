/* A target whose runs take long enough to kill a campaign midway. */
#include <stdio.h>

int
main(void)
{
	volatile unsigned long acc = 0;

	for (unsigned long i = 0; i < 20000000UL; i++)
		acc += i ^ (acc >> 3);
	printf("%lu\n", acc);
	return 0;
}
