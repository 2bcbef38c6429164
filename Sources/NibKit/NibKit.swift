// NibKit: everything an app needs to load Interface Builder documents, in one import —
// the loader (`Nib`, the object library, key-value coding) and the `@Outlet`/`@Action` macros.
@_exported import NibLoading
@_exported import NibMacros
