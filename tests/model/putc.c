/*
 * Bytes written with fputc from an int (tests/model/run.sh, case putc):
 * fputc writes its argument converted to unsigned char (C11 7.21.7.3), so
 * of the flips of the int only those of its low 8 bits print, as MiBench
 * blowfish writes its output.
 */
#include <stdio.h>

static unsigned char buf[64];

int
main(int argc, char **argv)
{
	unsigned k = argc > 1 ? (unsigned)argv[1][0] : 7;

	for (int i = 0; i < 64; i++)
		buf[i] = (unsigned char)(i * 37 + k);
	for (int i = 0; i < 64; i++)
		fputc(buf[i] ^ 0x5a, stdout);
	fputc('\n', stdout);
	return 0;
}
