import Mainline

/// The options of `mainline calibrate`.
struct CalibrateOptions: OptionGroup {
    let name = Option("--name", "NAME", example: "\"Our iPhone 15\"", for: [.calibrate],
                      help: "the device's name, as reports will show it", value: .path(wants: "the device's name"))
    let output = Option("--output", "FILE", example: "our-iphone-15.json", for: [.calibrate],
                        help: "where to write the device (a JSON device file)", value: .path(wants: "a file to write the device to"))
    let base = Option("--base", "DEVICE", example: "iphone-16", for: [.calibrate],
                      help: "the device whose costs unmeasured operations keep", default: Device.default.identifier,
                      value: ValueReader<Device>.builtInDevice)
}
