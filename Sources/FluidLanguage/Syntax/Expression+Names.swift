/// The names an expression reads, for live dependencies and pins.
extension Expression {
    /// Every identifier the expression reads, less the parameters of the lambdas it is read
    /// inside (`x -> x * k` reads `k`). Member names (`s.settle`), argument labels
    /// (`damping:`) and platform families (`s as motion`) are not names. Builtins are
    /// included; callers drop them.
    public var freeNames: Set<String> {
        var names: Set<String> = []
        collectNames(into: &names, bound: [])
        return names
    }

    private func collectNames(into names: inout Set<String>, bound: Set<String>) {
        switch kind {
        case .number, .string:
            return
        case .identifier(let name):
            if !bound.contains(name) { names.insert(name) }
        case .unary(_, let operand), .parenthesized(let operand), .member(let operand, _, _), .conversion(let operand, _, _):
            operand.collectNames(into: &names, bound: bound)
        case .binary(_, let left, let right), .index(let left, let right), .point(let left, let right), .range(let left, let right):
            left.collectNames(into: &names, bound: bound)
            right.collectNames(into: &names, bound: bound)
        case .call(let callee, let arguments), .with(let callee, let arguments):
            callee.collectNames(into: &names, bound: bound)
            for argument in arguments { argument.value.collectNames(into: &names, bound: bound) }
        case .list(let elements):
            for element in elements { element.collectNames(into: &names, bound: bound) }
        case .lambda(let parameters, let body):
            body.collectNames(into: &names, bound: bound.union(parameters))
        }
    }
}

extension Statement {
    /// The names the statement reads: a definition's body less its parameters; a command's
    /// argument expressions; none for a blank line.
    public var freeNames: Set<String> {
        switch self {
        case .expression(let expression), .assignment(_, let expression), .memberAssignment(_, _, let expression):
            return expression.freeNames
        case .functionDefinition(_, let parameters, let body):
            return body.freeNames.subtracting(parameters)
        case .command(let command):
            return command.arguments.reduce(into: Set<String>()) { names, argument in
                if let expression = argument.expression { names.formUnion(expression.freeNames) }
            }
        case .empty:
            return []
        }
    }
}
