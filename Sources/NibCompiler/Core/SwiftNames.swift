/// Swift class names as Interface Builder's compiler archives them.
enum SwiftNames {
    /// `MyApp.ViewController` archived as `_TtC5MyApp14ViewController`; a class with no module stays as written.
    static func archivedClassName(_ className: String, module: String?) -> String {
        guard let module, !module.isEmpty, !className.contains(".") else { return className }
        return "_TtC\(module.utf8.count)\(module)\(className.utf8.count)\(className)"
    }
}
