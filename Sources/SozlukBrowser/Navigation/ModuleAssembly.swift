/// Builds modules on request, so Routers can open other screens without knowing how
/// they are wired. Implemented by the composition root.
@MainActor
public protocol ModuleAssembly: AnyObject {
    func makeScreen(for route: Route) -> Screen
}
