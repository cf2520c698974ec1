/// The notebook a session was last loaded from, kept for `save`, which writes the session
/// in the notebook's layout (``NotebookLayout``): the file's bytes, and the folders its
/// paths are rewritten between. Its lines are made only when `save` asks, so a loaded
/// notebook costs its size, not a string per line and the outputs recorded under each.
///
/// A notebook of more than ``maximumLines`` lines is not kept: laying it out again would
/// take a save far past a line's time and memory (7.9 million comment lines: 3.6 s and
/// 586 MB), so its session saves as the plain program, and the load says so.
struct LoadedNotebook {
    /// The most lines a notebook may hold for `save` to keep its layout.
    static let maximumLines = 200_000

    var text: SessionFileText
    /// The notebook's own folder, which its paths are relative to.
    var folder: String
    /// The folder of the session it was loaded into.
    var loadedInto: String

    /// The notebook's lines, its statements' paths rewritten for the session's folder.
    var file: SessionFile { SourcePaths.rebased(text.file, from: folder, to: loadedInto) }
}
