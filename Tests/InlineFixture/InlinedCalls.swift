import MainlineSymbolication

// Built optimised (see Package.swift) so that `scaled` is inlined into `capturedThroughInlining`:
// the stack captured inside it has a return address in inlined code. The tests know these lines.

@inline(__always)
func scaled(_ value: Int) -> (Int, CapturedStack?) {
    let stack = CallSiteResolver.captureStack(limit: 8)  // line 8: the innermost frame's line
    return (value &* 3, stack)
}

/// A stack captured in code inlined into this function (the call of the inlined function is
/// at line 16).
@inline(never)
public func capturedThroughInlining(_ value: Int) -> (Int, CapturedStack?) {
    let result = scaled(value)
    return (result.0 &+ 1, result.1)
}
