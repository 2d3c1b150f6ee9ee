/*
 * sites.c: the CPU injector's sites table (DIR/sites.txt), written from the
 * id'd module before instrumentation, so that the campaign's summary
 * (campaign/summary.c) names the function, opcode and source line of every
 * static id without LLVM. The format is campaign.h's ("ID FUNCTION OPCODE
 * WIDTH LINE FILE"), which the GPU injector's gpu_sites_write also writes.
 *
 * The sites are the candidates (ir_is_candidate) whose value has a sized
 * type: every instruction the instrumentation can inject into (a superset
 * of fi_instrument's sites, which also leave out EH pads and musttail
 * calls).
 */
#include <stdio.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "validate.h"

/*
 * A name goes into a field of a space-separated line ("-" for none, no
 * white space), a file name at the end of one (spaces allowed).
 */
static void
put_name(FILE *f, const char *s, size_t n, bool spaces)
{
	if (!n) {
		fputc('-', f);
		return;
	}
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		fputc(c > ' ' || (spaces && c == ' ') ? c : '_', f);
	}
}

/* The line of instruction i of function fn, if it is a site. */
static void
put_site(FILE *f, const struct ir_module *m, LLVMTargetDataRef td,
	 LLVMValueRef fn, LLVMValueRef i)
{
	LLVMTypeRef t = LLVMTypeOf(i);
	LLVMTypeKind k = LLVMGetTypeKind(t);
	unsigned id = ir_inst_id(m, i), line, flen;
	const char *file = NULL, *name;
	size_t nlen;

	if (!id || !ir_is_candidate(i) || k == LLVMTokenTypeKind ||
	    k == LLVMMetadataTypeKind || k == LLVMLabelTypeKind ||
	    !LLVMTypeIsSized(t))
		return;
	name = LLVMGetValueName2(fn, &nlen);
	fprintf(f, "%u ", id);
	put_name(f, name, nlen, false);
	fprintf(f, " %s %llu ", ir_opcode_name(LLVMGetInstructionOpcode(i)),
		LLVMSizeOfTypeInBits(td, t));
	if (!ir_inst_loc(i, &file, &flen, &line))
		line = flen = 0;
	fprintf(f, "%u ", flen ? line : 0);
	put_name(f, file, flen, true);
	fputc('\n', f);
}

int
fi_sites_write(const struct ir_module *m, const char *path)
{
	FILE *f = fopen(path, "w");
	LLVMTargetDataRef td;

	if (!f)
		return tr_error("cannot write '%s'", path);
	td = LLVMGetModuleDataLayout(m->mod);
	fputs("# trident inject sites: id function opcode width line file\n",
	      f);
	for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn;
	     fn = LLVMGetNextFunction(fn))
		for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
		     bb = LLVMGetNextBasicBlock(bb))
			for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
			     i = LLVMGetNextInstruction(i))
				put_site(f, m, td, fn, i);
	if (ferror(f) | fclose(f))
		return tr_error("cannot write '%s'", path);
	return 0;
}
