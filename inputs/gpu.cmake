# CUDA benchmark programs (inputs/gpu-*), built through clang-19 as in
# ../shared/toolchain.md, without nvcc's driver.  Included from
# inputs/CMakeLists.txt.  For each program NAME, in build/inputs/NAME/:
#   1. NAME.dev.bc   device IR:   clang++-19 -x cuda --cuda-device-only
#                    -emit-llvm (triple nvptx64-nvidia-cuda); kept, since it
#                    is what analysis and instrumentation work on
#   2. NAME.ptx      llc-19 -march=nvptx64 -mcpu=sm_90
#   3. NAME.cubin    ptxas -arch=sm_90
#   4. NAME.fatbin   fatbinary --create: the cubin and the PTX for sm_90
#   5. NAME.host.o   clang++-19 --cuda-host-only with the fat binary
#                    embedded (-fcuda-include-gpubinary)
#   6. NAME          clang++-19 NAME.host.o -lcudart, with an rpath to
#                    the toolkit's lib64
# The whole file is optional: without a CUDA toolkit at TRIDENT_CUDA_PATH
# it prints one STATUS line and defines no GPU program (and so no GPU test).
#
# It also writes, for inputs/gpu-run.sh (plain sh, no JSON parser):
#   build/inputs/gpu-programs.txt   the program names, one a line
#   build/inputs/NAME/inputs.txt    one manifest input a line:
#                                   "OUTPUT FILES;ARGS"

set(TRIDENT_GPU_BENCHMARKS gpu-pathfinder gpu-bfs gpu-hotspot gpu-gaussian)
set(TRIDENT_CUDA_PATH /usr/local/cuda CACHE PATH
    "CUDA toolkit for the GPU benchmark programs (optional)")

if(NOT EXISTS ${TRIDENT_CUDA_PATH}/bin/ptxas OR
   NOT EXISTS ${TRIDENT_CUDA_PATH}/bin/fatbinary OR
   NOT EXISTS ${TRIDENT_CUDA_PATH}/include/cuda_runtime.h)
  message(STATUS "inputs: no CUDA toolkit at ${TRIDENT_CUDA_PATH}: "
                 "skipping the GPU programs and their tests")
  set(TRIDENT_GPU_BENCHMARKS "")
  if(_trident_bench_parent)
    set(TRIDENT_GPU_BENCHMARKS "" PARENT_SCOPE)
  endif()
  return()
endif()
message(STATUS "inputs: CUDA toolkit at ${TRIDENT_CUDA_PATH}: "
               "building ${TRIDENT_GPU_BENCHMARKS}")
if(_trident_bench_parent)
  set(TRIDENT_GPU_BENCHMARKS ${TRIDENT_GPU_BENCHMARKS} PARENT_SCOPE)
endif()

find_program(TRIDENT_CLANGXX19 NAMES clang++-19 clang++
             PATHS /usr/lib/llvm-19/bin NO_DEFAULT_PATH)
if(NOT TRIDENT_CLANGXX19)
  find_program(TRIDENT_CLANGXX19 NAMES clang++-19 REQUIRED)
endif()
find_program(TRIDENT_LLC19 NAMES llc-19 llc PATHS /usr/lib/llvm-19/bin
             NO_DEFAULT_PATH REQUIRED)
find_program(TRIDENT_PTXAS ptxas PATHS ${TRIDENT_CUDA_PATH}/bin
             NO_DEFAULT_PATH REQUIRED)
find_program(TRIDENT_FATBINARY fatbinary PATHS ${TRIDENT_CUDA_PATH}/bin
             NO_DEFAULT_PATH REQUIRED)

# clang-19's CUDA wrapper includes two headers that CUDA 13 removed; empty
# files of those names are enough.
set(_gpu_compat ${CMAKE_CURRENT_BINARY_DIR}/cuda-compat)
foreach(h texture_fetch_functions.h texture_indirect_functions.h)
  if(NOT EXISTS ${_gpu_compat}/${h})
    file(WRITE ${_gpu_compat}/${h} "")
  endif()
endforeach()

set(_gpu_warn -Wall -Wextra)
if(TRIDENT_WERROR)
  list(APPEND _gpu_warn -Werror)
endif()

set(_gpu_list "")
foreach(name IN LISTS TRIDENT_GPU_BENCHMARKS)
  set(src_dir ${CMAKE_CURRENT_SOURCE_DIR}/${name})
  set(out ${CMAKE_CURRENT_BINARY_DIR}/${name})
  set(manifest ${src_dir}/manifest.json)
  if(NOT EXISTS ${manifest})
    message(FATAL_ERROR "inputs: ${manifest} is missing")
  endif()
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${manifest})
  file(READ ${manifest} json)
  string(JSON manifest_name GET "${json}" name)
  if(NOT manifest_name STREQUAL name)
    message(FATAL_ERROR "inputs: ${manifest} names '${manifest_name}', expected '${name}'")
  endif()
  _trident_json_list(sources "${json}" sources)
  _trident_json_list(cflags "${json}" cflags)
  _trident_json_list(ldflags "${json}" ldflags)
  list(LENGTH sources nsrc)
  if(NOT nsrc EQUAL 1 OR NOT sources MATCHES "\\.cu$")
    message(FATAL_ERROR "inputs: ${name}: a GPU program is one .cu source")
  endif()

  # The inputs, in a form sh can read.  gpu-run.sh supports no input files
  # and no stdin, and splits arguments on spaces.
  set(lines "")
  string(JSON ninputs LENGTH "${json}" inputs)
  math(EXPR last "${ninputs} - 1")
  foreach(i RANGE ${last})
    string(JSON inp GET "${json}" inputs ${i})
    _trident_json_list(args "${inp}" args)
    _trident_json_list(files "${inp}" files)
    _trident_json_list(outputs "${inp}" outputs)
    string(JSON stdin TYPE "${inp}" stdin)
    if(files OR NOT stdin STREQUAL "NULL" OR "${args};${outputs}" MATCHES "[ \t'\"\\\\$`]")
      message(FATAL_ERROR "inputs: ${name}: inputs[${i}]: GPU programs take "
        "no input files or stdin, and plain arguments (see inputs/gpu-run.sh)")
    endif()
    list(JOIN args " " args_text)
    list(JOIN outputs " " outputs_text)
    string(APPEND lines "${outputs_text};${args_text}\n")
  endforeach()
  file(MAKE_DIRECTORY ${out})
  file(WRITE ${out}/inputs.txt "${lines}")
  string(APPEND _gpu_list "${name}\n")

  set(cu ${TRIDENT_CLANGXX19} -x cuda --cuda-gpu-arch=sm_90
         --cuda-path=${TRIDENT_CUDA_PATH} -Wno-unknown-cuda-version
         -isystem ${_gpu_compat} -O2 ${_gpu_warn} ${cflags})
  # Compiled from the source directory with a relative name: the device
  # module (and its hash) must not depend on where the repository is.
  add_custom_command(
    OUTPUT ${out}/${name}.dev.bc
    COMMAND ${cu} --cuda-device-only -emit-llvm -c ${sources}
            -o ${out}/${name}.dev.bc
    WORKING_DIRECTORY ${src_dir}
    DEPENDS ${src_dir}/${sources} ${manifest}
    COMMENT "clang-19 CUDA device IR ${name}.dev.bc"
    VERBATIM)
  add_custom_command(
    OUTPUT ${out}/${name}.ptx
    COMMAND ${TRIDENT_LLC19} -march=nvptx64 -mcpu=sm_90 ${out}/${name}.dev.bc
            -o ${out}/${name}.ptx
    DEPENDS ${out}/${name}.dev.bc
    COMMENT "llc-19 ${name}.ptx"
    VERBATIM)
  add_custom_command(
    OUTPUT ${out}/${name}.cubin
    COMMAND ${TRIDENT_PTXAS} -arch=sm_90 ${out}/${name}.ptx -o ${out}/${name}.cubin
    DEPENDS ${out}/${name}.ptx
    COMMENT "ptxas ${name}.cubin"
    VERBATIM)
  add_custom_command(
    OUTPUT ${out}/${name}.fatbin
    COMMAND ${TRIDENT_FATBINARY} --create=${out}/${name}.fatbin -64
            --image3=kind=elf,sm=90,file=${out}/${name}.cubin
            --image3=kind=ptx,sm=90,file=${out}/${name}.ptx
    DEPENDS ${out}/${name}.cubin ${out}/${name}.ptx
    COMMENT "fatbinary ${name}.fatbin"
    VERBATIM)
  add_custom_command(
    OUTPUT ${out}/${name}.host.o
    COMMAND ${cu} --cuda-host-only -Xclang -fcuda-include-gpubinary
            -Xclang ${out}/${name}.fatbin -c ${sources} -o ${out}/${name}.host.o
    WORKING_DIRECTORY ${src_dir}
    DEPENDS ${src_dir}/${sources} ${manifest} ${out}/${name}.fatbin
    COMMENT "clang-19 CUDA host object ${name}.host.o"
    VERBATIM)
  add_custom_command(
    OUTPUT ${out}/${name}
    COMMAND ${TRIDENT_CLANGXX19} ${out}/${name}.host.o -o ${out}/${name}
            -L${TRIDENT_CUDA_PATH}/lib64 -Wl,-rpath,${TRIDENT_CUDA_PATH}/lib64
            ${ldflags}
    DEPENDS ${out}/${name}.host.o
    COMMENT "clang++-19 link ${name}"
    VERBATIM)
  add_custom_target(${name} ALL DEPENDS ${out}/${name})
endforeach()
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/gpu-programs.txt "${_gpu_list}")
