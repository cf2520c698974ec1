import FluidLanguage

/// Which bindings a line that succeeded may have changed, read from its statement: the
/// name it bound (`s = …`, `f(x) = …`, `s.damping = 0.5`), every binding (`load`, or `set
/// digits 6`, which changes how each prints), or none.
enum BindingChange: Equatable {
    case none
    case names(Set<String>)
    case everything

    init(_ statement: Statement) {
        switch statement {
        case .assignment(let name, _), .functionDefinition(let name, _, _), .memberAssignment(let name, _, _):
            self = .names([name])
        case .command(let command) where CommandRegistry.command(command.name)?.changesEveryBinding(command) == true:
            self = .everything
        default:
            self = .none
        }
    }

    /// What the line changed, as a clause for a message that must not say "nothing was
    /// changed" (a pins' redraw stopped after the line's binding was made).
    var kept: String {
        switch self {
        case .none: return "the line ran"
        case .names(let names):
            let sorted = names.sorted()
            return "\(sorted.joined(separator: ", ")) changed"
        case .everything: return "the line's changes were kept"
        }
    }
}
