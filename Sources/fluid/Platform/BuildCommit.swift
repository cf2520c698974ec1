import CPlatform

/// The commit this binary was built from, when the build was told it: `make install` passes
/// `-Xcc -DFLUID_COMMIT=<hash>` (see CPlatform's `fluid_build_commit`), so nothing in the
/// tree is written at build time. Nil for a plain `swift build`.
enum BuildCommit {
    static var hash: String? {
        let text = String(cString: fluid_build_commit())
        return text.isEmpty ? nil : text
    }
}
