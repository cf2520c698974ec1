import Notebook

/// `fluid help --markdown` and `fluid help --man`: the whole reference (`NotebookReference`)
/// as Markdown (docs/reference.md) or as the man page fluid-reference(1)
/// (docs/fluid-reference.1), recognised before the argument parser, whose own `help`
/// subcommand takes no options. The same bytes on a terminal, a pipe or a file, at any width,
/// with or without NO_COLOR: the reference is rendered from the declarations alone.
enum ReferencePages {
    enum Format: String {
        case markdown = "--markdown"
        case man = "--man"
    }

    /// The page's name and NAME line in the man page.
    static let manName = "fluid-reference"
    static let manSummary = "every command, function, member, preset, platform, unit and setting of fluid"

    /// The format asked for by `help --markdown` or `help --man`, or nil for any other arguments.
    static func format(in arguments: [String]) -> Format? {
        guard arguments.count == 2, arguments[0] == "help" else { return nil }
        return Format(rawValue: arguments[1])
    }

    static func page(_ format: Format) -> String {
        let document = NotebookReference.document
        switch format {
        case .markdown: return document.markdown
        case .man: return document.manPage(name: manName, version: "fluid " + Fluid.version, summary: manSummary)
        }
    }
}
