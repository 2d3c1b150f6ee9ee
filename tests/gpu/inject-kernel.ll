; A hand-made CUDA kernel for the GPU instrumentation's FileCheck test
; (tests/gpu/inject-kernel.check): a loop with a phi, a __syncthreads in the
; loop body, an early return, and a device function that is not a kernel.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @scale(ptr addrspace(1) %a, i32 %n, float %f) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %out = icmp sge i32 %tid, %n
  br i1 %out, label %done, label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %p = getelementptr float, ptr addrspace(1) %a, i32 %tid
  %v = load float, ptr addrspace(1) %p
  %m = fmul float %v, %f
  call void @llvm.nvvm.barrier0()
  store float %m, ptr addrspace(1) %p
  %next = add i32 %i, 1
  %c = icmp slt i32 %next, 4
  br i1 %c, label %loop, label %done

done:
  %r = phi i32 [ 0, %entry ], [ %next, %loop ]
  ret void
}

define float @helper(float %x) {
  %y = fadd float %x, 1.0
  ret float %y
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0() convergent

!nvvm.annotations = !{!0}
!0 = !{ptr @scale, !"kernel", i32 1}
