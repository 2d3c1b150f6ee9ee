/*
 * dump.c: the text views behind `trident dump --what=...`.
 *
 * Every view walks functions and blocks in module order and prints blocks as
 * bbN (layout number) and instructions as #ID, never addresses or value
 * names that -O2 may drop, so the same module always prints the same bytes.
 * Golden tests diff these views; docs/analysis.md documents each format.
 */
#include <stdio.h>
#include <string.h>

#include "analysis.h"

static const char *const what_names[] = {
	[DUMP_SUMMARY] = "summary", [DUMP_CFG] = "cfg", [DUMP_DOM] = "dom",
	[DUMP_PDOM] = "pdom", [DUMP_LOOPS] = "loops", [DUMP_SEQ] = "seq",
};

int
dump_what_parse(const char *s, enum dump_what *w)
{
	for (unsigned i = 0; i < sizeof(what_names) / sizeof(*what_names); i++)
		if (strcmp(s, what_names[i]) == 0) {
			*w = (enum dump_what)i;
			return 0;
		}
	return tr_error("unknown view '%s' (expected summary, cfg, dom, pdom, "
			"loops or seq)", s);
}

/* The analyses of one function, built as far as a view needs them. */
struct fn_facts {
	struct cfg cfg;
	struct dom_tree dom, pdom;
	struct loop_forest loops;
	struct branch_info br;
};

static int
facts_build(struct fn_facts *f, const struct ir_module *m, LLVMValueRef fn,
	    enum dump_what what)
{
	memset(f, 0, sizeof(*f));
	if (cfg_build(&f->cfg, m, fn))
		return -1;
	if (what == DUMP_CFG || what == DUMP_SEQ)
		return 0;
	if (dom_build(&f->dom, &f->cfg) || pdom_build(&f->pdom, &f->cfg))
		return -1;
	if (what == DUMP_DOM || what == DUMP_PDOM)
		return 0;
	if (loop_find(&f->loops, &f->cfg, &f->dom) ||
	    branch_classify(&f->br, m, &f->cfg, &f->loops))
		return -1;
	return 0;
}

/* Release is safe on zeroed parts, so one call undoes any partial build. */
static void
facts_release(struct fn_facts *f)
{
	branch_release(&f->br);
	loop_release(&f->loops);
	dom_release(&f->pdom);
	dom_release(&f->dom);
	cfg_release(&f->cfg);
}

static void
print_blocks(FILE *out, const char *label, const struct uvec *b)
{
	fprintf(out, " %s:", label);
	if (b->n == 0)
		fputs(" -", out);
	for (unsigned i = 0; i < b->n; i++)
		fprintf(out, " bb%u", b->v[i]);
}

static void
print_ids(FILE *out, const char *label, const struct uvec *ids)
{
	fprintf(out, " %s:", label);
	if (ids->n == 0)
		fputs(" -", out);
	for (unsigned i = 0; i < ids->n; i++)
		fprintf(out, " #%u", ids->v[i]);
}

static void
print_loc(FILE *out, LLVMValueRef inst)
{
	const char *file;
	unsigned len, line;

	if (ir_inst_loc(inst, &file, &len, &line))
		fprintf(out, " at %.*s:%u", (int)len, file, line);
}

static const char *
fn_name(LLVMValueRef fn)
{
	size_t len;

	return LLVMGetValueName2(fn, &len);
}

static void
dump_cfg(FILE *out, const struct fn_facts *f)
{
	const struct cfg *g = &f->cfg;

	for (unsigned b = 0; b < g->nblocks; b++) {
		fprintf(out, "  bb%u [#%u..#%u]", b, g->blocks[b].first_id,
			g->blocks[b].last_id);
		print_blocks(out, "preds", &g->blocks[b].pred);
		print_blocks(out, "succs", &g->blocks[b].succ);
		fputs(g->reachable[b] ? "\n" : " unreachable\n", out);
	}
}

static void
dump_tree(FILE *out, const struct dom_tree *t, unsigned nblocks)
{
	for (unsigned b = 0; b < nblocks; b++) {
		unsigned d = t->idom[b];

		fprintf(out, "  bb%u idom: ", b);
		if (b == t->root)
			fputs("- (root)\n", out);
		else if (d == TR_NONE)
			fputs("- (unreachable)\n", out);
		else if (d == nblocks)
			fputs("exit\n", out);
		else
			fprintf(out, "bb%u\n", d);
	}
}

static void
dump_loops(FILE *out, const struct ir_module *m, const struct fn_facts *f)
{
	const struct loop_forest *lf = &f->loops;

	for (unsigned i = 0; i < lf->nloops; i++) {
		const struct loop *l = &lf->loops[i];

		fprintf(out, "  loop %u header: bb%u depth: %u parent: ", i,
			l->header, l->depth);
		if (l->parent == TR_NONE)
			fputs("-", out);
		else
			fprintf(out, "%u", l->parent);
		print_blocks(out, "blocks", &l->blocks);
		print_blocks(out, "latches", &l->latches);
		print_blocks(out, "exiting", &l->exiting);
		print_blocks(out, "exits", &l->exits);
		fputc('\n', out);
	}
	for (unsigned i = 0; i < lf->nirreducible; i++) {
		fprintf(out, "  irreducible %u", i);
		print_blocks(out, "blocks", &lf->irreducible[i].blocks);
		print_blocks(out, "entries", &lf->irreducible[i].entries);
		fputc('\n', out);
	}
	for (unsigned i = 0; i < f->br.n; i++) {
		const struct loop_branch *b = &f->br.br[i];

		fprintf(out, "  %s #%u bb%u",
			LLVMIsASwitchInst(b->term) ? "switch" : "br",
			ir_inst_id(m, b->term), b->block);
		print_loc(out, b->term);
		if (b->lt) {
			fprintf(out, " LT loop: %u exit-succ:", b->loop);
			for (unsigned k = 0; k < b->exit_succ.n; k++)
				fprintf(out, " %u", b->exit_succ.v[k]);
		} else {
			fputs(" NLT", out);
		}
		print_ids(out, "cmps", &b->cmps);
		fputc('\n', out);
	}
}

static void
dump_seq(FILE *out, const struct ir_module *m, LLVMValueRef fn)
{
	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
	     bb = LLVMGetNextBasicBlock(bb))
		for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
		     i = LLVMGetNextInstruction(i)) {
			struct seq s;

			if (!ir_is_candidate(i) || seq_build(&s, m, i))
				continue;
			fprintf(out, "  #%u %s", ir_inst_id(m, i),
				ir_opcode_name(LLVMGetInstructionOpcode(i)));
			print_loc(out, i);
			fputs(" ends:", out);
			if (s.nends == 0)
				fputs(" -", out);
			for (unsigned k = 0; k < s.nends; k++)
				fprintf(out, " %s#%u<-#%u",
					seq_end_name(s.ends[k].kind),
					s.ends[k].id, s.ends[k].via);
			fputs(";", out);
			print_ids(out, "members", &s.members);
			fputc('\n', out);
			seq_release(&s);
		}
}

/* Counts per function, and the module totals, for --what=summary. */
struct counts {
	unsigned blocks, insts, candidates, loops, maxdepth, irreducible;
	unsigned branches, lt;
};

static void
count_fn(struct counts *c, const struct fn_facts *f)
{
	c->blocks = f->cfg.nblocks;
	c->loops = f->loops.nloops;
	c->irreducible = f->loops.nirreducible;
	c->branches = f->br.n;
	for (unsigned i = 0; i < f->loops.nloops; i++)
		if (f->loops.loops[i].depth > c->maxdepth)
			c->maxdepth = f->loops.loops[i].depth;
	for (unsigned i = 0; i < f->br.n; i++)
		c->lt += f->br.br[i].lt;
	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f->cfg.fn); bb;
	     bb = LLVMGetNextBasicBlock(bb))
		for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
		     i = LLVMGetNextInstruction(i)) {
			c->insts++;
			c->candidates += ir_is_candidate(i);
		}
}

static void
print_counts(FILE *out, const struct counts *c)
{
	fprintf(out, " blocks: %u instructions: %u candidates: %u loops: %u "
		"max-depth: %u irreducible: %u cond-branches: %u "
		"loop-terminating: %u\n", c->blocks, c->insts, c->candidates,
		c->loops, c->maxdepth, c->irreducible, c->branches, c->lt);
}

static void
add_counts(struct counts *t, const struct counts *c)
{
	t->blocks += c->blocks;
	t->insts += c->insts;
	t->candidates += c->candidates;
	t->loops += c->loops;
	t->irreducible += c->irreducible;
	t->branches += c->branches;
	t->lt += c->lt;
	if (c->maxdepth > t->maxdepth)
		t->maxdepth = c->maxdepth;
}

int
dump_module(FILE *out, const struct ir_module *m, enum dump_what what,
	    const char *only)
{
	struct counts total = { 0 };
	unsigned defined = 0, declared = 0;
	bool found = false;
	char hash[17];

	for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn;
	     fn = LLVMGetNextFunction(fn)) {
		struct fn_facts f;
		struct counts c = { 0 };

		if (!ir_fn_defined(fn)) {
			declared++;
			continue;
		}
		defined++;
		if (only && strcmp(fn_name(fn), only) != 0)
			continue;
		found = true;
		if (facts_build(&f, m, fn, what)) {
			facts_release(&f);
			return -1;
		}
		fprintf(out, "function @%s", fn_name(fn));
		switch (what) {
		case DUMP_SUMMARY:
			count_fn(&c, &f);
			print_counts(out, &c);
			add_counts(&total, &c);
			break;
		case DUMP_CFG:
			fputc('\n', out);
			dump_cfg(out, &f);
			break;
		case DUMP_DOM:
			fputc('\n', out);
			dump_tree(out, &f.dom, f.cfg.nblocks);
			break;
		case DUMP_PDOM:
			fputc('\n', out);
			dump_tree(out, &f.pdom, f.cfg.nblocks);
			break;
		case DUMP_LOOPS:
			fputc('\n', out);
			dump_loops(out, m, &f);
			break;
		case DUMP_SEQ:
			fputc('\n', out);
			dump_seq(out, m, fn);
			break;
		}
		facts_release(&f);
	}
	if (only && !found)
		return tr_error("'%s' defines no function '%s'", m->path, only);
	if (what == DUMP_SUMMARY && !only) {
		if (ir_module_hash(m, hash))
			return -1;
		fprintf(out, "module hash: %s functions: %u declarations: %u",
			hash, defined, declared);
		print_counts(out, &total);
	}
	return 0;
}
