import CMapGuard

/// Memory the C library keeps after it is freed.
package enum FreedMemory {
    /// Gives it back to the system: called after each stage of a big index build, whose
    /// threads free hundreds of megabytes that would otherwise stay counted in the process.
    package static func giveBack() {
        sozluk_give_back_freed_memory()
    }
}
