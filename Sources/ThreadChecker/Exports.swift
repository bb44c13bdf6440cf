// What reports are made of (call sites, stacks) and the thread facts the checker reads are modules
// of their own; code that imports ThreadChecker sees them as before.
@_exported import MainlineSymbolication
@_exported import MainlineSystem
