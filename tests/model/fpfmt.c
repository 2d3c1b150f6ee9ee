/* A float printed with 2 significant digits (thesis §5.3.5's example). */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    float x = argc > 1 ? (float)atof(argv[1]) : 2.5f;
    volatile float y = x * 1.5f;
    printf("%.2g\n", (double)y);
    return 0;
}
