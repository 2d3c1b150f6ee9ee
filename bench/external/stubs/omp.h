/*
 * omp.h: the OpenMP runtime calls of the Rodinia programs, for a build
 * without -fopenmp (stubs/omp.c defines them).
 *
 * The recipes build every program without OpenMP: the pragmas are ignored and
 * the program runs on one thread, so that it is one sequential module that
 * trident can profile and inject into. clang ships no omp.h of its own; the
 * recipes put stubs/ on the include path ("include_dirs": ["ours:stubs"]) and
 * this header takes the place of the runtime's.
 */
#ifndef RODINIA_STUB_OMP_H
#define RODINIA_STUB_OMP_H

#ifdef __cplusplus
extern "C" {
#endif

void omp_set_num_threads(int n);
int omp_get_num_threads(void);
int omp_get_max_threads(void);
int omp_get_thread_num(void);
int omp_get_num_procs(void);
int omp_in_parallel(void);
double omp_get_wtime(void);
double omp_get_wtick(void);

#ifdef __cplusplus
}
#endif

#endif
