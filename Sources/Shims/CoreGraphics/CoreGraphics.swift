// On Apple platforms `import CoreGraphics` brings CGAffineTransform, CGPath, CGContext, CGColor…
// Mainline implements those (Foundation on Linux has only the geometry structs); this module
// lets app code that imports CoreGraphics compile unchanged on Linux.
@_exported import Mainline
