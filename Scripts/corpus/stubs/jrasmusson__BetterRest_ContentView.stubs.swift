// Stubs of the app's own Core ML model class used by ContentView.swift (Xcode generates it from
// the app's .mlmodel); here a fixed prediction.
import Foundation

struct SleepCalculatorOutput {
    var actualSleep: Double
}

final class SleepCalculator {
    func prediction(wake: Double, estimatedSleep: Double, coffee: Double) throws -> SleepCalculatorOutput {
        SleepCalculatorOutput(actualSleep: estimatedSleep * 3600 + coffee * 300)
    }
}
