/**
 * The grader's vocabulary, shared by every stage: the grading scheme ({@link Scheme} and its parts:
 * {@link Exercise}, {@link RuleSetting}, {@link Limits}, {@link LatePenalty}, {@link StyleCharge},
 * {@link SimilaritySetting}, {@link SchemeTranslation}; read from JSON by {@link SchemeReader}, the
 * bundled ones by {@link BundledSchemes}), a submission and its student, the rule book's graded
 * rules and scenarios by key, a scenario's result, a compile error, and the scoring model that
 * turns them into points ({@link Marking}, {@link Score}, {@link RuleScore}, {@link FinalGrade},
 * {@link GradedSubmission}), plus {@link FileTrees}, the file helper every stage writes with,
 * {@link DeclaredPackages}, the packages of sources as javac's parser reads them (the intake places
 * files and the workspace keeps them by it), and the language the grader speaks ({@link Language};
 * {@link Texts} reads the resource bundles every writer takes its words from, {@link GradeTexts}
 * being this package's own).
 *
 * <p>Who uses it: every other package of the grader, the child side excepted. What it must not
 * import: any other package of the grader, but {@code tabuleiro.grading.style}, a leaf whose
 * findings the scheme charges for (style ships as a sealed jar of its own to the compiler JVM
 * and imports nothing of the grader). A type that needs the rule book's parser, a child JVM or a
 * writer belongs to the stage that has it; {@code ArchitectureTest} keeps it so.
 *
 * <p>Why it is one package: it holds one idea, the vocabulary, whose small types a stage reads
 * together (a {@link Marking} of a {@link Scheme}'s rules scores a {@link GradedSubmission}), and
 * the rule that matters for it, that it imports no stage, holds for the whole. Sub-packages would
 * change the imports of nearly every file of the grader and keep no stage from any part of it.
 */
package tabuleiro.grading.model;
