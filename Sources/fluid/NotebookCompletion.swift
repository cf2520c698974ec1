import ArgumentParser

extension CompletionKind {
    /// What the shells offer where a notebook is expected (`run`, `check`, `export`):
    /// `.fluid` files, and folders on the way to them. The completion scripts that
    /// `--generate-completion-script bash|zsh|fish` prints, and `make install` installs,
    /// come from these declarations.
    static var notebooks: CompletionKind { .file(extensions: ["fluid"]) }
}
