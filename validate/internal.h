/*
 * internal.h: what validate/'s files share and no other module needs.
 */
#ifndef TRIDENT_VALIDATE_INTERNAL_H
#define TRIDENT_VALIDATE_INTERNAL_H

#include <stdbool.h>

#include <llvm-c/TargetMachine.h>

#include "analysis.h"
#include "validate.h"

/*
 * The object code of module m for tm in two halves made at once, path
 * and second, by two child processes (split.c), each from its own copy of
 * m (m is not changed): 0 with *split set when both were written, -1 with
 * a message when one could not be, 1 when m is not cut (a machine of one
 * core, a small module, one this cannot cut safely): the caller makes the
 * object whole.
 */
int fi_emit_halves(const struct ir_module *m, LLVMTargetMachineRef tm,
		   const char *path, const char *second, bool *split);
/* What an object is made of (build.c): mod without debug information,
   always-inline run; and its object at path. -1 with a message. */
int fi_lower(LLVMModuleRef mod, LLVMTargetMachineRef tm, const char *name);
int fi_emit(LLVMModuleRef mod, LLVMTargetMachineRef tm, const char *path);

#endif
