/* A program that calls a function nobody defines: its link fails. */
#include <stdio.h>

int trident_test_undefined(int);

int
main(void)
{
	printf("%d\n", trident_test_undefined(3));
	return 0;
}
