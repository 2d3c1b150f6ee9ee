/*
 * ir.c: loading, verifying, writing and hashing modules, and the stable
 * instruction ids every profile, fault site and report is keyed by.
 *
 * Ids follow LLFI's indexing (model-anchors rule 1): every instruction of
 * every defined function, in module order, from 1, stored as metadata
 * (!trident.id !{i64 N}). Assignment keeps existing ids and continues after
 * the largest, so it is idempotent and survives later instrumentation.
 *
 * LLVM string ownership follows the table in docs/ (aesthetics-anchors §2):
 * every message LLVM allocates goes back through LLVMDisposeMessage.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/IRReader.h>

#include "analysis.h"

/* The first line of an LLVM message, which may span several. */
static void
first_line(char *dst, size_t n, const char *msg)
{
	size_t len = strcspn(msg, "\n");

	if (len >= n)
		len = n - 1;
	memcpy(dst, msg, len);
	dst[len] = '\0';
}

/*
 * LLVM's parser messages repeat the buffer name ("NAME:3:7: error: ...");
 * our message names the file already, so keep "line 3:7: ..." only.
 */
static void
tidy_parse_message(char *dst, size_t n, const char *msg, const char *name)
{
	size_t k = strlen(name);
	unsigned line, col;
	int used = 0;

	if (strncmp(msg, name, k) == 0 && msg[k] == ':') {
		msg += k + 1;
		while (*msg == ' ')
			msg++;
		if (sscanf(msg, "%u:%u:%n", &line, &col, &used) == 2 && used) {
			msg += used;
			snprintf(dst, n, "line %u:%u: ", line, col);
		} else {
			dst[0] = '\0';
		}
		while (*msg == ' ')
			msg++;
		if (strncmp(msg, "error: ", 7) == 0)
			msg += 7;
		k = strlen(dst);
		first_line(dst + k, n - k, msg);
		return;
	}
	first_line(dst, n, msg);
}

/*
 * The context's diagnostic handler: the reader reports some problems here
 * rather than through its error message. Keep the first error; warnings and
 * remarks (such as a stripped, out-of-date debug-info version) are dropped.
 */
static void
diag_handler(LLVMDiagnosticInfoRef di, void *ctx)
{
	char *dst = ctx;
	char *desc;

	if (LLVMGetDiagInfoSeverity(di) != LLVMDSError || dst[0])
		return;
	desc = LLVMGetDiagInfoDescription(di);
	first_line(dst, 256, desc);
	LLVMDisposeMessage(desc);
}

static unsigned
read_id(LLVMValueRef inst, unsigned kind)
{
	LLVMValueRef md = LLVMGetMetadata(inst, kind);
	LLVMValueRef op;

	if (!md || LLVMGetMDNodeNumOperands(md) != 1)
		return 0;
	LLVMGetMDNodeOperands(md, &op);
	if (!op || !LLVMIsAConstantInt(op))
		return 0;
	return (unsigned)LLVMConstIntGetZExtValue(op);
}

unsigned
ir_inst_id(const struct ir_module *m, LLVMValueRef inst)
{
	return read_id(inst, m->id_kind);
}

bool
ir_fn_defined(LLVMValueRef fn)
{
	return LLVMCountBasicBlocks(fn) > 0;
}

/* Largest id present in the module. */
static unsigned
scan_max_id(const struct ir_module *m)
{
	unsigned max = 0;

	for (LLVMValueRef f = LLVMGetFirstFunction(m->mod); f;
	     f = LLVMGetNextFunction(f))
		for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b;
		     b = LLVMGetNextBasicBlock(b))
			for (LLVMValueRef i = LLVMGetFirstInstruction(b); i;
			     i = LLVMGetNextInstruction(i)) {
				unsigned id = read_id(i, m->id_kind);

				if (id > max)
					max = id;
			}
	return max;
}

/*
 * Parse buf (which this takes) as the module named name, verify it and read
 * its ids. On failure m holds nothing.
 */
static int
parse_buffer(struct ir_module *m, const char *name, LLVMMemoryBufferRef buf)
{
	char *msg = NULL;
	char diag[256] = "";
	char line[256];
	int rc = -1;

	memset(m, 0, sizeof(*m));
	m->path = xstrdup(name);
	m->ctx = LLVMContextCreate();
	LLVMContextSetDiagnosticHandler(m->ctx, diag_handler, diag);
	if (LLVMGetBufferSize(buf) == 0) {
		LLVMDisposeMemoryBuffer(buf);
		tr_error("'%s' is empty: expected LLVM IR or bitcode", name);
		goto out;
	}
	/* LLVMParseIRInContext takes the buffer, whatever the outcome. */
	if (LLVMParseIRInContext(m->ctx, buf, &m->mod, &msg)) {
		tidy_parse_message(line, sizeof(line),
				   msg && msg[0] ? msg : diag, name);
		tr_error("cannot parse '%s': %s", name, line);
		m->mod = NULL;
		goto out;
	}
	if (LLVMVerifyModule(m->mod, LLVMReturnStatusAction, &msg)) {
		first_line(line, sizeof(line), msg);
		tr_error("'%s' is not a valid module: %s", name, line);
		goto out;
	}
	m->id_kind = LLVMGetMDKindIDInContext(m->ctx, IR_ID_KIND,
					      (unsigned)strlen(IR_ID_KIND));
	m->max_id = scan_max_id(m);
	rc = 0;
out:
	/* LLVMVerifyModule allocates its message even on success. */
	if (msg)
		LLVMDisposeMessage(msg);
	/* Keep the context's handler from pointing at this dead frame. */
	LLVMContextSetDiagnosticHandler(m->ctx, NULL, NULL);
	if (rc)
		ir_module_release(m);
	return rc;
}

int
ir_module_load(struct ir_module *m, const char *path)
{
	LLVMMemoryBufferRef buf = NULL;
	char *msg = NULL;
	char line[256];

	memset(m, 0, sizeof(*m));
	if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg)) {
		first_line(line, sizeof(line), msg);
		LLVMDisposeMessage(msg);
		return tr_error("cannot read '%s': %s", path, line);
	}
	return parse_buffer(m, path, buf);
}

int
ir_module_parse(struct ir_module *m, const char *name, const char *text)
{
	LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(
		text, strlen(text), name);

	return parse_buffer(m, name, buf);
}

void
ir_module_release(struct ir_module *m)
{
	if (m->mod)
		LLVMDisposeModule(m->mod);
	if (m->ctx)
		LLVMContextDispose(m->ctx);
	free(m->path);
	memset(m, 0, sizeof(*m));
}

unsigned
ir_ids_assign(struct ir_module *m)
{
	LLVMTypeRef i64 = LLVMInt64TypeInContext(m->ctx);
	unsigned added = 0;

	for (LLVMValueRef f = LLVMGetFirstFunction(m->mod); f;
	     f = LLVMGetNextFunction(f))
		for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b;
		     b = LLVMGetNextBasicBlock(b))
			for (LLVMValueRef i = LLVMGetFirstInstruction(b); i;
			     i = LLVMGetNextInstruction(i)) {
				LLVMMetadataRef op;
				LLVMValueRef node;

				if (read_id(i, m->id_kind))
					continue;
				op = LLVMValueAsMetadata(
					LLVMConstInt(i64, ++m->max_id, 0));
				node = LLVMMetadataAsValue(
					m->ctx, LLVMMDNodeInContext2(m->ctx, &op, 1));
				LLVMSetMetadata(i, m->id_kind, node);
				added++;
			}
	return added;
}

static bool
ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);

	return n >= k && strcmp(s + n - k, suffix) == 0;
}

int
ir_module_write(const struct ir_module *m, const char *path)
{
	char *msg = NULL;
	char line[256];

	if (ends_with(path, ".bc")) {
		if (LLVMWriteBitcodeToFile(m->mod, path))
			return tr_error("cannot write '%s'", path);
		return 0;
	}
	if (LLVMPrintModuleToFile(m->mod, path, &msg)) {
		first_line(line, sizeof(line), msg);
		LLVMDisposeMessage(msg);
		return tr_error("cannot write '%s': %s", path, line);
	}
	return 0;
}

/*
 * The hash covers the code, not where it was read from, so it is taken over
 * the module's canonical text without its comments. Bitcode is not
 * canonical: it carries the context's table of metadata kinds, which
 * depends on what was loaded before. Comments are not either: the printer's
 * "; preds = ..." follow use-list order, which differs between a module read
 * from text and from bitcode, and "; ModuleID" names the file. A ';' starts a
 * comment outside a quoted string (IR writes a quote inside one as \22). The
 * source file name, which textual IR without one takes from the file's path,
 * is left out too.
 */
int
ir_module_hash(const struct ir_module *m, char out[17])
{
	uint64_t h = 0xcbf29ce484222325ULL;
	bool quoted = false, comment = false;
	size_t len;
	char *src, *text;

	src = xstrdup(LLVMGetSourceFileName(m->mod, &len));
	LLVMSetSourceFileName(m->mod, "", 0);
	text = LLVMPrintModuleToString(m->mod);
	LLVMSetSourceFileName(m->mod, src, len);
	free(src);
	for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
		if (*p == '\n')
			comment = false;
		else if (comment)
			continue;
		else if (*p == '"')
			quoted = !quoted;
		else if (*p == ';' && !quoted) {
			comment = true;
			continue;
		}
		h ^= *p;
		h *= 0x100000001b3ULL;
	}
	LLVMDisposeMessage(text);
	snprintf(out, 17, "%016llx", (unsigned long long)h);
	return 0;
}

bool
ir_inst_loc(LLVMValueRef inst, const char **file, unsigned *filelen,
	    unsigned *line)
{
	const char *f;
	unsigned len = 0, l;

	/* Only instructions with a DILocation have one; the C API asserts otherwise. */
	if (!LLVMIsAInstruction(inst) || !LLVMInstructionGetDebugLoc(inst))
		return false;
	l = LLVMGetDebugLocLine(inst);
	f = LLVMGetDebugLocFilename(inst, &len);
	if (!l || !f)
		return false;
	*file = f;
	*filelen = len;
	*line = l;
	return true;
}

bool
ir_is_candidate(LLVMValueRef inst)
{
	LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(inst));

	return k != LLVMVoidTypeKind && !LLVMIsATerminatorInst(inst);
}

bool
ir_is_intrinsic_call(LLVMValueRef inst)
{
	LLVMValueRef callee;

	if (!LLVMIsACallInst(inst) && !LLVMIsAInvokeInst(inst) &&
	    !LLVMIsACallBrInst(inst))
		return false;
	callee = LLVMGetCalledValue(inst);
	return callee && LLVMIsAFunction(callee) && LLVMGetIntrinsicID(callee);
}

bool
ir_is_marker_intrinsic(LLVMValueRef inst)
{
	static const char *const markers[] = {
		"llvm.lifetime.", "llvm.dbg.", "llvm.assume",
		"llvm.experimental.noalias.scope.decl", "llvm.pseudoprobe",
	};
	const char *name;
	size_t len;

	if (!ir_is_intrinsic_call(inst))
		return false;
	name = LLVMGetValueName2(LLVMGetCalledValue(inst), &len);
	for (size_t k = 0; k < sizeof(markers) / sizeof(*markers); k++)
		if (strncmp(name, markers[k], strlen(markers[k])) == 0)
			return true;
	return false;
}

int
ir_module_verify_changed(const struct ir_module *m, const char *what)
{
	char *msg = NULL, line[512];
	int rc = 0;

	if (LLVMVerifyModule(m->mod, LLVMReturnStatusAction, &msg)) {
		first_line(line, sizeof(line), msg);
		rc = tr_error("instrumenting '%s' for %s gave an invalid module "
			      "(a trident bug): %s", m->path, what, line);
	}
	if (msg)
		LLVMDisposeMessage(msg);
	return rc;
}

/* LLVM's own spelling of each opcode (the C API has no such call). */
const char *
ir_opcode_name(LLVMOpcode op)
{
	switch (op) {
	case LLVMRet: return "ret";
	case LLVMBr: return "br";
	case LLVMSwitch: return "switch";
	case LLVMIndirectBr: return "indirectbr";
	case LLVMInvoke: return "invoke";
	case LLVMUnreachable: return "unreachable";
	case LLVMCallBr: return "callbr";
	case LLVMFNeg: return "fneg";
	case LLVMAdd: return "add";
	case LLVMFAdd: return "fadd";
	case LLVMSub: return "sub";
	case LLVMFSub: return "fsub";
	case LLVMMul: return "mul";
	case LLVMFMul: return "fmul";
	case LLVMUDiv: return "udiv";
	case LLVMSDiv: return "sdiv";
	case LLVMFDiv: return "fdiv";
	case LLVMURem: return "urem";
	case LLVMSRem: return "srem";
	case LLVMFRem: return "frem";
	case LLVMShl: return "shl";
	case LLVMLShr: return "lshr";
	case LLVMAShr: return "ashr";
	case LLVMAnd: return "and";
	case LLVMOr: return "or";
	case LLVMXor: return "xor";
	case LLVMAlloca: return "alloca";
	case LLVMLoad: return "load";
	case LLVMStore: return "store";
	case LLVMGetElementPtr: return "getelementptr";
	case LLVMTrunc: return "trunc";
	case LLVMZExt: return "zext";
	case LLVMSExt: return "sext";
	case LLVMFPToUI: return "fptoui";
	case LLVMFPToSI: return "fptosi";
	case LLVMUIToFP: return "uitofp";
	case LLVMSIToFP: return "sitofp";
	case LLVMFPTrunc: return "fptrunc";
	case LLVMFPExt: return "fpext";
	case LLVMPtrToInt: return "ptrtoint";
	case LLVMIntToPtr: return "inttoptr";
	case LLVMBitCast: return "bitcast";
	case LLVMAddrSpaceCast: return "addrspacecast";
	case LLVMICmp: return "icmp";
	case LLVMFCmp: return "fcmp";
	case LLVMPHI: return "phi";
	case LLVMCall: return "call";
	case LLVMSelect: return "select";
	case LLVMUserOp1: return "userop1";
	case LLVMUserOp2: return "userop2";
	case LLVMVAArg: return "va_arg";
	case LLVMExtractElement: return "extractelement";
	case LLVMInsertElement: return "insertelement";
	case LLVMShuffleVector: return "shufflevector";
	case LLVMExtractValue: return "extractvalue";
	case LLVMInsertValue: return "insertvalue";
	case LLVMFreeze: return "freeze";
	case LLVMFence: return "fence";
	case LLVMAtomicCmpXchg: return "cmpxchg";
	case LLVMAtomicRMW: return "atomicrmw";
	case LLVMResume: return "resume";
	case LLVMLandingPad: return "landingpad";
	case LLVMCleanupRet: return "cleanupret";
	case LLVMCatchRet: return "catchret";
	case LLVMCatchPad: return "catchpad";
	case LLVMCleanupPad: return "cleanuppad";
	case LLVMCatchSwitch: return "catchswitch";
	}
	return "unknown";
}
