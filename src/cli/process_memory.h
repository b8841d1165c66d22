#pragma once
// Memory a process frees stays with it, for its next allocation: glibc otherwise gives every block
// over 128 KiB back to the system when it is freed (and trims the heap's top), and the solvers
// allocate, free and allocate again tables of megabytes (a Matches vote table for each of 24
// transforms). Fresh pages from the system are then cleared and mapped one by one, which on
// this project's virtual machine was half the time of a k = 1,197 Matches analysis
// (docs/performance.md). The peak memory stays the same: freed blocks are reused, not added to.
// A setting of the command-line process (and the benchmarks), not of the puzzles' code, which the
// web page runs under Emscripten's own allocator.

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace knobel::cli {

inline void keep_freed_memory() {
#if defined(__GLIBC__)
    // Blocks up to 32 MiB (glibc's largest threshold) come from the heap, and the heap is not
    // trimmed below 1 GiB of free space. Both: either alone was slower than neither.
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 1 << 30);
#endif
}

}  // namespace knobel::cli
