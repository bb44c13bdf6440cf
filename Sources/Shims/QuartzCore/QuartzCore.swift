// On Apple platforms `import QuartzCore` brings Core Animation (CALayer, CABasicAnimation,
// CATransaction, CACurrentMediaTime…). Mainline implements those; this module lets app code
// that imports QuartzCore compile unchanged on Linux.
@_exported import Mainline
