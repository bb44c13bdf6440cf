import CounterUI
import Foundation

// Runs the adapted counter screen: three taps on its button (target-action by #selector), then
// its Reset item (a bar button item's target and action, declared in an extension in another
// file). Exits 1 if the selectors did not reach the right methods.
let (afterTaps, afterReset) = runCounter(taps: 3)
print("after 3 taps: \(afterTaps ?? "nil"); after Reset: \(afterReset ?? "nil")")
guard afterTaps == "3 taps on Add", afterReset == "reset from 3" else {
    print("counter-check: FAILED")
    exit(1)
}
print("counter-check: ok")
