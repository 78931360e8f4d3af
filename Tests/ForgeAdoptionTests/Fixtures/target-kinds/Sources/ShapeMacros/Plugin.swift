import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main struct ShapeMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = []
}
