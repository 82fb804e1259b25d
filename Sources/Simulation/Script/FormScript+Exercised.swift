public import TraitCoverage

extension FormScript {
  /// The fields that were editing at some point of a run, in the order they first were: what
  /// a run records for trait coverage (`kbsim simulate --record`), one line per field.
  ///
  /// ```swift
  /// var exercised = FormScript.ExercisedFields()
  /// for entry in run.entries { exercised.note(entry) }
  /// try TraitRecorder.append(exercised.records(script: script), to: "traits.jsonl")
  /// ```
  public struct ExercisedFields: Sendable {
    private var order: [String] = []
    private var seen: Set<String> = []

    /// No field yet.
    public init() {}

    /// Notes the fields editing after a step.
    public mutating func note(_ entry: FormRun.Entry) {
      for id in entry.editingFields where seen.insert(id).inserted { order.append(id) }
    }

    /// One recording per field noted, with the traits `script` gives it.
    public func records(script: FormScript) -> [TraitRecord] {
      let fields = Dictionary(script.fields.map { ($0.id, $0) }) { first, _ in first }
      return order.compactMap { id in
        fields[id].map { TraitRecord(traits: $0.traits, source: .simulate, field: id) }
      }
    }
  }
}
