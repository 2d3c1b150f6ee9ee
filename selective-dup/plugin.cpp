// plugin.cpp: the registration of the trident-dup pass for opt-19's new pass
// manager (TridentDup.so), and nothing else: the pass is C (pass.c,
// dup_run_pass; selective-dup.h). Usage, on one line:
//   opt-19 -load-pass-plugin build/lib/TridentDup.so -passes=trident-dup
//     -trident-dup-select=IDS.txt in.bc -o out.bc
//   (or -trident-dup-budget=1/3 -trident-dup-prediction=PRED.json)
#include <llvm/IR/Module.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Passes/PassPlugin.h>
#include <llvm/Support/CommandLine.h>
#include <llvm/Support/ErrorHandling.h>

extern "C" {
#include "selective-dup.h"
}

namespace {

llvm::cl::opt<std::string> Select(
    "trident-dup-select", llvm::cl::value_desc("FILE"),
    llvm::cl::desc("trident-dup: protect the instructions FILE lists "
                   "(trident ids, commas or white space, # comments)"));
llvm::cl::opt<std::string> Budget(
    "trident-dup-budget", llvm::cl::value_desc("SHARE"),
    llvm::cl::desc("trident-dup: choose by the knapsack within SHARE of full "
                   "duplication's cost (1/3, 0.25 or 25%)"));
llvm::cl::opt<std::string> Prediction(
    "trident-dup-prediction", llvm::cl::value_desc("FILE"),
    llvm::cl::desc("trident-dup: the module's prediction (trident predict "
                   "-o) for -trident-dup-budget"));
llvm::cl::opt<std::string> OnDetect(
    "trident-dup-on-detect", llvm::cl::value_desc("HOW"),
    llvm::cl::desc("trident-dup: exit (the detector hook), abort or "
                   "handler=NAME"));

const char *arg(const llvm::cl::opt<std::string> &o) {
  return o.getNumOccurrences() ? o.c_str() : nullptr;
}

struct TridentDup : llvm::PassInfoMixin<TridentDup> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &) {
    struct dup_pass_args a = {arg(Select), arg(Budget), arg(Prediction),
                              arg(OnDetect)};
    struct dup_stats st = {};

    int rc = dup_run_pass(llvm::wrap(&M), &a, &st);

    dup_stats_release(&st);
    if (rc)
      llvm::report_fatal_error(llvm::Twine("trident-dup: ") + tr_errmsg(),
                               false);
    return llvm::PreservedAnalyses::none();
  }
};

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK llvm::PassPluginLibraryInfo
llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "TridentDup", "0.1",
          [](llvm::PassBuilder &PB) {
            PB.registerPipelineParsingCallback(
                [](llvm::StringRef Name, llvm::ModulePassManager &MPM,
                   llvm::ArrayRef<llvm::PassBuilder::PipelineElement>) {
                  if (Name != "trident-dup")
                    return false;
                  MPM.addPass(TridentDup());
                  return true;
                });
          }};
}
