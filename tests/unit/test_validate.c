/*
 * test_validate.c: unit tests of the fault injectors' parts that need LLVM
 * (validate/): the CPU sites table written from a small id'd module, which
 * the campaign core reads back (campaign/sites.c) to name the function,
 * opcode and source line of every static id in a summary. The campaign's
 * bookkeeping is tested in test_campaign.c, the instrumentation by the
 * FileCheck and execution tests of tests/inject.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "validate.h"

/*
 * ids: @f: #1 add (t.c:3), #2 mul (t.c:4), #3 add (no location of its
 * own), #4 ret; @g: #5 sub (no debug information), #6 ret.
 */
static const char summary_ir[] =
	"define i32 @f(i32 %a, i32 %b) !dbg !5 {\n"
	"entry:\n"
	"  %x = add i32 %a, %b, !dbg !10\n"
	"  %y = mul i32 %x, %a, !dbg !11\n"
	"  %z = add i32 %y, 1\n"
	"  ret i32 %z, !dbg !11\n"
	"}\n"
	"define i32 @g(i32 %a) {\n"
	"  %l = sub i32 %a, 1\n"
	"  ret i32 %l\n"
	"}\n"
	"!llvm.dbg.cu = !{!0}\n"
	"!llvm.module.flags = !{!2, !3}\n"
	"!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, "
	"producer: \"t\", isOptimized: false, runtimeVersion: 0, "
	"emissionKind: FullDebug)\n"
	"!1 = !DIFile(filename: \"t.c\", directory: \"/tmp\")\n"
	"!2 = !{i32 7, !\"Dwarf Version\", i32 5}\n"
	"!3 = !{i32 2, !\"Debug Info Version\", i32 3}\n"
	"!5 = distinct !DISubprogram(name: \"f\", scope: !1, file: !1, "
	"line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, "
	"unit: !0)\n"
	"!6 = !DISubroutineType(types: !7)\n"
	"!7 = !{null}\n"
	"!10 = !DILocation(line: 3, column: 5, scope: !5)\n"
	"!11 = !DILocation(line: 4, column: 7, scope: !5)\n";

/* fi_sites_write, read back with the campaign's reader. */
static void
test_sites_write(void **state)
{
	char path[] = "/tmp/test_validate.sites.XXXXXX";
	int fd = mkstemp(path);
	struct ir_module m;
	struct fi_sites s;
	const struct fi_site *x;

	(void)state;
	assert_true(fd >= 0);
	close(fd);
	if (ir_module_parse(&m, "t.ll", summary_ir))
		fail_msg("parse: %s", tr_errmsg());
	ir_ids_assign(&m);
	assert_int_equal(fi_sites_write(&m, path), 0);
	assert_int_equal(fi_sites_read(path, &s), 0);
	x = fi_site_get(&s, 1);
	assert_non_null(x);
	assert_string_equal(x->function, "f");
	assert_string_equal(x->opcode, "add");
	assert_int_equal(x->width, 32);
	assert_string_equal(x->file, "t.c");
	assert_int_equal(x->line, 3);
	x = fi_site_get(&s, 2);
	assert_non_null(x);
	assert_string_equal(x->opcode, "mul");
	assert_int_equal(x->line, 4);
	x = fi_site_get(&s, 3);
	assert_non_null(x);
	assert_string_equal(x->function, "f");
	assert_string_equal(x->opcode, "add");
	/* Terminators are no sites. */
	assert_null(fi_site_get(&s, 4));
	assert_null(fi_site_get(&s, 6));
	x = fi_site_get(&s, 5);
	assert_non_null(x);
	assert_string_equal(x->function, "g");
	assert_string_equal(x->opcode, "sub");
	assert_null(x->file);
	assert_int_equal(x->line, 0);
	fi_sites_release(&s);
	assert_int_equal(fi_sites_write(&m, "/nonexistent/dir/sites.txt"), -1);
	assert_non_null(strstr(tr_errmsg(), "/nonexistent/dir/sites.txt"));
	ir_module_release(&m);
	unlink(path);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sites_write),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
