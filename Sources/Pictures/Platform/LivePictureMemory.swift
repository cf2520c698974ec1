import CPlatform

/// The heap kept for live pictures: the memory a picture is painted and encoded in, freed
/// after a key, is kept for the next key's picture of the same size instead of being given
/// back to the kernel and faulted in again.
///
/// The whole plot `tune` sends at 200×60 cells is 2000 × 1040 px: 8.3 MB of RGBA painted,
/// 6.2 MB of RGB for kitty, more for a sixel's indices. With glibc's defaults each of them
/// is mapped fresh (or the heap's top given back and grown again) at every such key:
/// about 3,500 page faults, which measured on the development machine (release build, the
/// machine idle) as 2.9 ms of the painting's 6.2 ms and 1.8 ms of the RGB's 2.4 ms. With
/// the blocks kept, the painting takes 3.3 ms and the RGB 0.6 ms.
public enum LivePictureMemory {
    /// The largest block kept: a whole plot at 400 × 120 cells of 10 × 20 px (4000 × 2400
    /// px, 38.4 MB of RGBA), with room. glibc before 2.35 takes 32 MiB at most, which still
    /// holds a whole plot at 200×60 cells (8.3 MB).
    public static let largestBlock = 64 << 20

    /// Keeps freed blocks up to `largestBlock` in the process (and up to twice that free at
    /// the top of a heap), once live pictures start (`tune` and `play` at a picture
    /// terminal): memory the pictures used stays with the process after they end, about
    /// what the largest of them took, per heap of the threads that painted and encoded
    /// them. Returns whether the allocator took the setting (glibc does; Darwin's and
    /// musl's allocators are left as they are, and say false).
    @discardableResult
    public static func keepFreedBlocks() -> Bool {
        fluid_keep_freed_blocks(Int32(largestBlock)) > 0
    }
}
