import Foundation

/// The built-in devices. Their costs are fitted to published measurements of phones (see
/// `Reports/device-calibration.md` for each constant's source, device, OS and fit, and the
/// error against the sources left out of the fit).
extension Device {
    /// Every built-in device, newest first.
    public static var builtIn: [Device] { [.iPhone16Pro, .iPhone16, .iPhone13Pro, .iPadAir, .iPhoneSE3, .iPhone8] }

    /// A device whose framework work is free and whose app code runs as on the host: for tests
    /// of exact times and for work that should measure nothing but the app.
    public static let unmodeled = Device(name: "unmodeled", identifier: "unmodeled", summary: "framework work free, app code as on the host",
                                         screen: Screen(width: 390, height: 844, scale: 3), refreshRate: 120, costs: OperationCosts(),
                                         appCode: .hostTimeScale(1), sources: [])

    /// iPhone 16 Pro (A18 Pro, ProMotion 120 Hz), iOS 18: the default.
    public static let iPhone16Pro = Device(
        name: "iPhone 16 Pro", identifier: "iphone-16-pro", summary: "A18 Pro, 120 Hz ProMotion, iOS 18",
        screen: Screen(width: 402, height: 874, scale: 3), refreshRate: 120,
        costs: DeviceCosts.a18, appCode: .singleCoreScore(3330),
        sources: DeviceCosts.a18Sources + ["Geekbench 6 single-core 3,330 (PhoneArena, 2024-09-20)", "screen 402 × 874 pt @3x, 120 Hz"])

    /// iPhone 16 (A18, 60 Hz), iOS 18.
    public static let iPhone16 = Device(
        name: "iPhone 16", identifier: "iphone-16", summary: "A18, 60 Hz, iOS 18",
        screen: Screen(width: 393, height: 852, scale: 3), refreshRate: 60,
        costs: DeviceCosts.a18, appCode: .singleCoreScore(3264),
        sources: DeviceCosts.a18Sources + ["Geekbench 6 single-core 3,264 (PhoneArena, 2024-09-20)", "screen 393 × 852 pt @3x, 60 Hz"])

    /// iPhone 13 Pro (A15, ProMotion 120 Hz), iOS 18.
    public static let iPhone13Pro = Device(
        name: "iPhone 13 Pro", identifier: "iphone-13-pro", summary: "A15, 120 Hz ProMotion, iOS 18",
        screen: Screen(width: 390, height: 844, scale: 3), refreshRate: 120,
        costs: DeviceCosts.a15, appCode: .singleCoreScore(2409),
        sources: DeviceCosts.a15Sources + ["Geekbench 6 single-core 2,409 (13 Pro Max; PhoneArena, 2024-09-20)",
                                           "screen 390 × 844 pt @3x, ProMotion 10–120 Hz"])

    /// iPhone SE (3rd generation: A15, 60 Hz), iOS 18.
    public static let iPhoneSE3 = Device(
        name: "iPhone SE (3rd generation)", identifier: "se-3", summary: "A15, 60 Hz, iOS 18",
        screen: Screen(width: 375, height: 667, scale: 2), refreshRate: 60,
        costs: DeviceCosts.a15, appCode: .singleCoreScore(2409),
        sources: DeviceCosts.a15Sources + ["the A15 of the iPhone 13 family (Geekbench 5 single-core 1,695, iMore)",
                                           "screen 375 × 667 pt @2x, 60 Hz"])

    /// iPhone 8 (A11, 60 Hz), iOS 16 (its last).
    public static let iPhone8 = Device(
        name: "iPhone 8", identifier: "iphone-8", summary: "A11, 60 Hz, iOS 16",
        screen: Screen(width: 375, height: 667, scale: 2), refreshRate: 60,
        costs: DeviceCosts.a11, appCode: .singleCoreScore(1322),
        sources: DeviceCosts.a11Sources + ["Geekbench 5 single-core 933 (nanoreview), × 2,409 / 1,700 (the A15's Geekbench 6 / 5) ≈ 1,322",
                                           "screen 375 × 667 pt @2x, 60 Hz"])

    /// iPad Air 11-inch (M2, 60 Hz), iPadOS 18.
    public static let iPadAir = Device(
        name: "iPad Air 11-inch (M2)", identifier: "ipad-air", summary: "M2, 60 Hz, iPadOS 18",
        screen: Screen(width: 820, height: 1180, scale: 2), refreshRate: 60,
        costs: DeviceCosts.m2, appCode: .singleCoreScore(2600),
        sources: DeviceCosts.m2Sources + ["Geekbench 6 single-core ≈ 2,600 (the A15's 2,409 × 3.49 / 3.23 GHz; estimated)",
                                          "screen 820 × 1180 pt @2x, 60 Hz"])
}

/// The costs of each generation (ns per operation; per megapixel where the operation says so).
/// `Reports/device-calibration.md` has each figure's source and fit.
enum DeviceCosts {
    /// A18 (iPhone 16 and 16 Pro), iOS 18: the main thread's costs fitted to LayoutFrameworkBenchmark's
    /// iPhone 16 figures (`swift run -c release device-fidelity --fit` in Benchmarks/; rms error
    /// 5 % over its 30 points); images, drawing and the render server estimated (no published
    /// measurement of them was found).
    static let a18 = OperationCosts([
        .uikitCall: 40,
        .viewCreated: 5_350, .viewAdded: 1_340, .viewRemoved: 1_000,
        .constraintCreated: 930, .constraintActivated: 1_860, .constraintDeactivated: 1_550, .constraintConstantChanged: 930,
        .solverPivot: 855, .solverRowUpdate: 68, .fittingSize: 36_750, .fittingConstraint: 2_450, .stackArrangement: 14_600,
        .layoutSubviews: 3_250, .updateConstraints: 1_950, .frameChanged: 390,
        .textMeasured: 9_370, .textGlyph: 176, .textLine: 1_760,
        .imageDecodeMegapixel: 4_000_000, .draw: 40_000, .drawMegapixel: 1_500_000,
        .renderFrame: 1_200_000, .layerComposited: 3_000, .offscreenPass: 400_000, .renderMegapixel: 800_000,
    ])
    static let a18Sources = ["layoutBox/LayoutFrameworkBenchmark @05df85f: iPhone 16, iOS 18.6 (main-thread costs fitted)",
                             "images, drawing and the render server: estimates"]

    /// A15 (iPhone 13 Pro, iPhone SE 3rd generation), iOS 18: the A18's costs × 1.022, fitted to
    /// the benchmark's iPhone 13 Pro figures (the framework's work is far closer between the two
    /// chips than their Geekbench scores: × 1.355 there, 33 % rms error here).
    static let a15 = a18.scaled(by: 1.022)
    static let a15Sources = ["layoutBox/LayoutFrameworkBenchmark @05df85f: iPhone 13 Pro, iOS 18.6 (one factor on the A18's costs)"]

    /// A11 (iPhone 8), iOS 16: the A18's costs × 2.2, the ratio of the benchmark's iPhone XS (A12,
    /// iOS 12.1) to iPhone 16 figures for Auto Layout and UIStackView (2.19, 2.20). Thin: no
    /// published figure of an A11 on iOS 16.
    static let a11 = a18.scaled(by: 2.2)
    static let a11Sources = ["layoutBox/LayoutFrameworkBenchmark @05df85f: iPhone XS, iOS 12.1, against the iPhone 16 (estimated)"]

    /// M2 (iPad Air), iPadOS 18: the A15's cores at 3.49 GHz instead of 3.23 GHz, so the A15's
    /// costs × 3.23 / 3.49. Estimated: no published layout figure of an M2 iPad.
    static let m2 = a15.scaled(by: 3.23 / 3.49)
    static let m2Sources = ["the A15's costs at the M2's clock (estimated)"]
}

extension OperationCosts {
    /// Every cost times `factor`.
    public func scaled(by factor: Double) -> OperationCosts {
        var scaled = self
        for operation in DeviceOperation.allCases { scaled[operation] = self[operation] * factor }
        return scaled
    }
}
