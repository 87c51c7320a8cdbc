package tabuleiro.grading.wholeclass;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import picocli.CommandLine;
import picocli.CommandLine.ParseResult;
import tabuleiro.grading.Grader;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.shard.Shard;

/**
 * The cluster files of {@code grading/deploy/}, read as the cluster would and checked field by
 * field where the grader relies on them: the Kubernetes Indexed Job (its shard argument, its count,
 * the exit codes its pod failure policy maps, the confinement of the pods that run students'
 * code), the merge Job, the class tournament's Indexed Job and its merge (the same checks, and
 * the reference they read), and the Slurm job arrays and their merges, whose command lines must
 * be ones the grader's own parser accepts.
 */
class DeployFilesTest {

    private static final Path DEPLOY = Path.of(System.getProperty("basedir", "."))
            .toAbsolutePath().normalize().resolve("deploy");

    /** Every Kubernetes file kept: the grading Jobs and the tournament's. */
    private static final List<String> KUBERNETES = List.of("kubernetes/grade-class.yaml",
            "kubernetes/merge-class.yaml", "kubernetes/tournament.yaml",
            "kubernetes/merge-tournament.yaml");

    private static List<Map<String, Object>> yaml(String file) throws IOException {
        Yaml yaml = new Yaml(new SafeConstructor(new LoaderOptions()));
        List<Map<String, Object>> documents = new ArrayList<>();
        for (Object document : yaml.loadAll(Files.readString(DEPLOY.resolve(file),
                StandardCharsets.UTF_8))) {
            documents.add(map(document));
        }
        return documents;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object value) {
        assertThat(value).isInstanceOf(Map.class);
        return (Map<String, Object>) value;
    }

    @SuppressWarnings("unchecked")
    private static List<Object> list(Object value) {
        assertThat(value).isInstanceOf(List.class);
        return (List<Object>) value;
    }

    /** The value at a path of keys, each step present. */
    private static Object at(Map<String, Object> document, String... keys) {
        Object value = document;
        for (String key : keys) {
            assertThat(map(value)).as("%s in %s", key, String.join(".", keys)).containsKey(key);
            value = map(value).get(key);
        }
        return value;
    }

    private static Map<String, Object> kind(List<Map<String, Object>> documents, String kind,
            String name) {
        return documents.stream().filter(d -> kind.equals(d.get("kind"))
                && name.equals(at(d, "metadata", "name"))).findFirst().orElseThrow(
                    () -> new AssertionError("no " + kind + " " + name));
    }

    @Test
    void theIndexedJobGivesEachPodItsShardOfAsManyAsItHasIndexes() throws IOException {
        Map<String, Object> job = kind(yaml("kubernetes/grade-class.yaml"), "Job",
                "tabuleiro-grade-class");
        Map<String, Object> spec = map(job.get("spec"));
        int completions = (Integer) spec.get("completions");

        assertThat(spec.get("completionMode")).isEqualTo("Indexed");
        assertThat((Integer) spec.get("parallelism")).isBetween(1, completions);
        assertThat((Integer) spec.get("backoffLimitPerIndex")).isPositive();
        Map<String, Object> container = onlyContainer(spec);
        // The image's entry point runs the grader: the arguments are the grader's.
        assertThat(container).doesNotContainKey("command");
        List<String> args = list(container.get("args")).stream().map(String::valueOf).toList();
        String shard = args.get(args.indexOf("--shard") + 1);
        assertThat(shard).isEqualTo("$(JOB_COMPLETION_INDEX)/" + completions);
        assertThat(args.get(args.indexOf("--out") + 1)).contains("$(JOB_COMPLETION_INDEX)");
        assertThat(list(container.get("env"))).anySatisfy(env -> assertThat(map(env))
                .containsEntry("name", "JOB_COMPLETION_INDEX"));
        for (int index = 0; index < completions; index++) {
            List<String> pod = new ArrayList<>();
            for (String arg : args) {
                pod.add(arg.replace("$(JOB_COMPLETION_INDEX)", String.valueOf(index)));
            }
            ParseResult grade = parsed(pod).subcommand();
            assertThat(grade.commandSpec().name()).isEqualTo("grade");
            assertThat(Shard.parse(grade.matchedOptionValue("--shard", "")))
                    .isEqualTo(new Shard(index, completions));
        }
    }

    @Test
    void theFailurePolicyStopsWhatARetryCannotMend() throws IOException {
        Map<String, Object> spec = map(kind(yaml("kubernetes/grade-class.yaml"), "Job",
                "tabuleiro-grade-class").get("spec"));
        String container = (String) onlyContainer(spec).get("name");
        Map<String, List<Integer>> codes = exitCodeActions(spec, container);

        assertThat(codes).containsEntry("FailIndex", List.of(GradeCommand.UNREADABLE))
                .containsEntry("FailJob", List.of(2));
        assertThat(at(spec, "template", "spec", "restartPolicy")).isEqualTo("Never");
        assertThat(list(at(spec, "podFailurePolicy", "rules"))).anySatisfy(rule -> assertThat(
                map(rule)).containsEntry("action", "Ignore").containsKey("onPodConditions"));
    }

    @Test
    void thePodsThatRunStudentsCodeAreShutIn() throws IOException {
        List<Map<String, Object>> documents = new ArrayList<>();
        for (String file : KUBERNETES) {
            documents.addAll(yaml(file));
        }
        List<Map<String, Object>> jobs = documents.stream().filter(d -> "Job".equals(
                d.get("kind"))).toList();
        assertThat(jobs).hasSize(KUBERNETES.size());
        for (Map<String, Object> job : jobs) {
            Map<String, Object> pod = map(at(job, "spec", "template", "spec"));
            String name = (String) at(job, "metadata", "name");
            assertThat(pod).as(name).containsEntry("automountServiceAccountToken", false);
            assertThat(at(pod, "securityContext", "runAsNonRoot")).as(name).isEqualTo(true);
            // The image's own user is root: a pod names the non-root one, or would not start.
            assertThat(at(pod, "securityContext", "runAsUser")).as(name).isEqualTo(1000);
            assertThat(at(pod, "securityContext", "seccompProfile", "type")).as(name)
                    .isEqualTo("RuntimeDefault");
            Map<String, Object> container = onlyContainer(map(job.get("spec")));
            Map<String, Object> security = map(container.get("securityContext"));
            assertThat(security).as(name).containsEntry("runAsNonRoot", true)
                    .containsEntry("readOnlyRootFilesystem", true)
                    .containsEntry("allowPrivilegeEscalation", false);
            assertThat(list(at(security, "capabilities", "drop"))).as(name).containsExactly(
                    "ALL");
            assertThat(at(security, "seccompProfile", "type")).as(name)
                    .isEqualTo("RuntimeDefault");
            for (String bound : List.of("requests", "limits")) {
                assertThat(map(at(container, "resources", bound))).as(name + " " + bound)
                        .containsKeys("cpu", "memory", "ephemeral-storage");
            }
            // Scratch is an emptyDir at /tmp, where the JVMs and the grader's cache write.
            String scratch = list(container.get("volumeMounts")).stream().map(m -> map(m))
                    .filter(m -> "/tmp".equals(m.get("mountPath"))).map(m -> (String)
                    m.get("name")).findFirst().orElseThrow();
            assertThat(list(pod.get("volumes")).stream().map(v -> map(v)).filter(v ->
                    scratch.equals(v.get("name")))).singleElement().satisfies(v ->
                    assertThat(v).containsKey("emptyDir"));
            assertThat(list(container.get("env"))).anySatisfy(env -> assertThat(map(env))
                    .containsEntry("name", "XDG_CACHE_HOME").extracting(e -> e.get("value"))
                    .asString().startsWith("/tmp/"));
        }
    }

    @Test
    void theGradingPodsHaveNoNetwork() throws IOException {
        offTheNetwork("kubernetes/grade-class.yaml", "tabuleiro-grade-class");
    }

    @Test
    void theTournamentsPodsHaveNoNetwork() throws IOException {
        offTheNetwork("kubernetes/tournament.yaml", "tabuleiro-tournament");
    }

    /**
     * Checks that a file's NetworkPolicy selects its Job's pods and lets nothing in or out,
     * and that its merge Job's pods carry the same labels (the merge reads what students'
     * agents wrote).
     */
    private static void offTheNetwork(String file, String jobName) throws IOException {
        List<Map<String, Object>> documents = yaml(file);
        Map<String, Object> policy = documents.stream().filter(d -> "NetworkPolicy".equals(
                d.get("kind"))).findFirst().orElseThrow();
        Map<String, Object> labels = map(at(kind(documents, "Job", jobName),
                "spec", "template", "metadata", "labels"));
        Map<String, Object> selected = map(at(policy, "spec", "podSelector", "matchLabels"));

        assertThat(selected).as(file).isNotEmpty();
        assertThat(labels).as(file).containsAllEntriesOf(selected);
        String merge = file.replaceFirst("kubernetes/(grade-)?", "kubernetes/merge-");
        Map<String, Object> mergeJob = yaml(merge).stream().filter(d -> "Job".equals(
                d.get("kind"))).findFirst().orElseThrow();
        assertThat(map(at(mergeJob, "spec", "template", "metadata", "labels"))).as(merge)
                .containsAllEntriesOf(selected);
        assertThat(list(at(policy, "spec", "policyTypes"))).contains("Egress", "Ingress");
        // A policy of type Egress with no egress rule allows no egress at all; and Ingress.
        for (String direction : List.of("egress", "ingress")) {
            Object rules = map(policy.get("spec")).get(direction);
            assertThat(rules == null || list(rules).isEmpty()).as("%s %s", file, direction)
                    .isTrue();
        }
    }

    @Test
    void theMergeJobMergesTheFolderThePodsWroteTheirShardsInto() throws IOException {
        Map<String, Object> grading = onlyContainer(map(kind(yaml("kubernetes/grade-class.yaml"),
                "Job", "tabuleiro-grade-class").get("spec")));
        Map<String, Object> merging = onlyContainer(map(kind(yaml("kubernetes/merge-class.yaml"),
                "Job", "tabuleiro-merge-class").get("spec")));
        List<String> gradeArgs = list(grading.get("args")).stream().map(String::valueOf)
                .toList();
        List<String> mergeArgs = list(merging.get("args")).stream().map(String::valueOf)
                .toList();

        ParseResult merge = parsed(mergeArgs).subcommand().subcommand();
        assertThat(merge.commandSpec().name()).isEqualTo("merge");
        String shardFolder = gradeArgs.get(gradeArgs.indexOf("--out") + 1);
        assertThat(shardFolder).endsWith("/$(JOB_COMPLETION_INDEX)");
        assertThat(merge.matchedPositional(0).stringValues()).containsExactly(
                shardFolder.substring(0, shardFolder.lastIndexOf('/')));
        assertThat(merge.matchedOptionValue("--game", "")).isEqualTo(
                gradeArgs.get(gradeArgs.indexOf("--game") + 1));
        assertThat(merging.get("image")).isEqualTo(grading.get("image"));
    }

    @Test
    void theTournamentsIndexedJobGivesEachPodItsShardOfAsManyAsItHasIndexes()
            throws IOException {
        Map<String, Object> spec = map(kind(yaml("kubernetes/tournament.yaml"), "Job",
                "tabuleiro-tournament").get("spec"));
        int completions = (Integer) spec.get("completions");

        assertThat(spec.get("completionMode")).isEqualTo("Indexed");
        assertThat((Integer) spec.get("parallelism")).isBetween(1, completions);
        assertThat((Integer) spec.get("backoffLimitPerIndex")).isPositive();
        assertThat((Integer) spec.get("activeDeadlineSeconds")).isPositive();
        Map<String, Object> container = onlyContainer(spec);
        assertThat(container).doesNotContainKey("command");
        // A command line the grader refuses fails every index alike: the Job stops at once.
        assertThat(exitCodeActions(spec, (String) container.get("name")))
                .containsEntry("FailJob", List.of(2));
        assertThat(at(spec, "template", "spec", "restartPolicy")).isEqualTo("Never");
        List<String> args = list(container.get("args")).stream().map(String::valueOf).toList();
        assertThat(args.get(args.indexOf("--shard") + 1)).isEqualTo("$(JOB_COMPLETION_INDEX)/"
                + completions);
        assertThat(args.get(args.indexOf("--out") + 1)).isEqualTo(
                "/results/tournament-shards/$(JOB_COMPLETION_INDEX)");
        assertThat(list(container.get("env"))).anySatisfy(env -> assertThat(map(env))
                .containsEntry("name", "JOB_COMPLETION_INDEX"));
        List<String> players = null;
        for (int index = 0; index < completions; index++) {
            List<String> pod = new ArrayList<>();
            for (String arg : args) {
                pod.add(arg.replace("$(JOB_COMPLETION_INDEX)", String.valueOf(index)));
            }
            ParseResult tournament = parsed(pod).subcommand();
            assertThat(tournament.commandSpec().name()).isEqualTo("tournament");
            assertThat(Shard.parse(tournament.matchedOptionValue("--shard", "")))
                    .isEqualTo(new Shard(index, completions));
            assertThat(tournament.hasMatchedOption("--rounds")).as("a Swiss tournament is"
                    + " not sharded").isFalse();
            assertThat(tournament.hasMatchedOption("--seed")).as("every pod's schedule from"
                    + " the same seed, written down").isTrue();
            // No shell expands a container's arguments: a pattern would reach the grader as
            // it is, so the submissions are folders, listed alike for every pod.
            List<String> submissions = tournament.matchedPositional(0).stringValues();
            assertThat(submissions).isNotEmpty().allSatisfy(folder -> assertThat(folder)
                    .startsWith("/class/").doesNotContain("*", "?", "$"));
            assertThat(players == null || players.equals(submissions)).isTrue();
            players = submissions;
        }
    }

    @Test
    void theTournamentsMergeJobMergesTheFolderThePodsWroteTheirShardsInto() throws IOException {
        Map<String, Object> playing = onlyContainer(map(kind(yaml("kubernetes/tournament.yaml"),
                "Job", "tabuleiro-tournament").get("spec")));
        Map<String, Object> mergeSpec = map(kind(yaml("kubernetes/merge-tournament.yaml"),
                "Job", "tabuleiro-merge-tournament").get("spec"));
        Map<String, Object> merging = onlyContainer(mergeSpec);
        List<String> playArgs = list(playing.get("args")).stream().map(String::valueOf)
                .toList();

        ParseResult merge = parsed(list(merging.get("args")).stream().map(String::valueOf)
                .toList()).subcommand().subcommand();
        assertThat(merge.commandSpec().parent().name()).isEqualTo("tournament");
        assertThat(merge.commandSpec().name()).isEqualTo("merge");
        String shardFolder = playArgs.get(playArgs.indexOf("--out") + 1);
        assertThat(merge.matchedPositional(0).stringValues()).containsExactly(
                shardFolder.substring(0, shardFolder.lastIndexOf('/')));
        assertThat(merge.matchedOptionValue("--out", Path.of("")).toString())
                .isEqualTo("/results/tournament");
        assertThat(merging.get("image")).isEqualTo(playing.get("image"));
        assertThat(exitCodeActions(mergeSpec, (String) merging.get("name")))
                .containsEntry("FailJob", List.of(2));
        // Both mount the same results volume where the pods write and the merge reads.
        assertThat(claimAt(yaml("kubernetes/merge-tournament.yaml"), "/results"))
                .isEqualTo(claimAt(yaml("kubernetes/tournament.yaml"), "/results"));
    }

    @Test
    void theTournamentsPodsReadTheReferenceFromAVolumeTheyCannotWrite() throws IOException {
        // The image holds no reference (ImageIT); the referee, the anchors and the replays
        // need it beside the grader's jar, where the grader looks.
        for (String file : List.of("kubernetes/tournament.yaml",
                "kubernetes/merge-tournament.yaml")) {
            Map<String, Object> job = yaml(file).stream().filter(d -> "Job".equals(
                    d.get("kind"))).findFirst().orElseThrow();
            Map<String, Object> container = onlyContainer(map(job.get("spec")));
            assertThat(list(container.get("volumeMounts")).stream().map(m -> map(m)).filter(
                    m -> "/opt/tabuleiro/oracle".equals(m.get("mountPath")))).as(file)
                    .singleElement().satisfies(m -> assertThat(m).containsEntry("readOnly",
                    true));
            assertThat(claimAt(List.of(job), "/opt/tabuleiro/oracle")).as(file)
                    .isEqualTo("tabuleiro-oracle");
        }
    }

    @Test
    void theReadmeNamesTheKubernetesFilesAndAppliesTheTournaments() throws IOException {
        String readme = Files.readString(DEPLOY.resolve("README.md"), StandardCharsets.UTF_8);
        for (String file : KUBERNETES) {
            assertThat(readme).contains("| `" + file + "` |");
        }
        String tournament = readme.substring(readme.indexOf("## The class tournament in shards"));
        assertThat(tournament).contains(
                "kubectl apply -f grading/deploy/kubernetes/tournament.yaml\n"
                + "ended tabuleiro-tournament\n"
                + "kubectl apply -f grading/deploy/kubernetes/merge-tournament.yaml\n"
                + "ended tabuleiro-merge-tournament\n").doesNotContain("a copy of");
        assertThat(readme).contains("\nended() {\n");
    }

    /** The claim a Job's only container mounts at a path. */
    private static String claimAt(List<Map<String, Object>> documents, String path) {
        Map<String, Object> job = documents.stream().filter(d -> "Job".equals(d.get("kind")))
                .findFirst().orElseThrow();
        Map<String, Object> container = onlyContainer(map(job.get("spec")));
        String volume = list(container.get("volumeMounts")).stream().map(m -> map(m))
                .filter(m -> path.equals(m.get("mountPath"))).map(m -> (String) m.get("name"))
                .findFirst().orElseThrow(() -> new AssertionError("nothing at " + path));
        return list(at(job, "spec", "template", "spec", "volumes")).stream().map(v -> map(v))
                .filter(v -> volume.equals(v.get("name"))).map(v -> (String) at(v,
                "persistentVolumeClaim", "claimName")).findFirst().orElseThrow();
    }

    @Test
    void theSlurmArrayHasATaskPerShardAndAGradeCommandTheGraderAccepts() throws IOException {
        String script = Files.readString(DEPLOY.resolve("slurm/grade-class.sbatch"),
                StandardCharsets.UTF_8);
        Matcher array = Pattern.compile("(?m)^#SBATCH --array=0-(\\d+)$").matcher(script);
        assertThat(array.find()).as("#SBATCH --array=0-(N-1)").isTrue();
        int shards = Integer.parseInt(array.group(1)) + 1;
        Map<String, String> variables = assignments(script);

        assertThat(variables).containsEntry("SHARDS", String.valueOf(shards));
        String line = commandLine(script, " grade ");
        assertThat(line).contains("--shard \"$SLURM_ARRAY_TASK_ID/$SHARDS\"");
        for (int task = 0; task < shards; task++) {
            variables.put("SLURM_ARRAY_TASK_ID", String.valueOf(task));
            variables.put("SLURM_CPUS_PER_TASK", "1");
            List<String> args = graderArgs(line, variables);
            ParseResult grade = parsed(args).subcommand();
            assertThat(Shard.parse(grade.matchedOptionValue("--shard", "")))
                    .isEqualTo(new Shard(task, shards));
            assertThat(grade.matchedOptionValue("--out", Path.of("")).toString())
                    .endsWith("/shards/" + task);
        }
        // A shard with an unreadable submission is complete: the merge must not wait forever.
        assertThat(script).contains("if [ \"$status\" -eq " + GradeCommand.UNREADABLE
                + " ]; then");
    }

    @Test
    void theTournamentsSlurmArrayPlaysAShardATaskAndItsMergeReadsThemAll() throws IOException {
        String script = Files.readString(DEPLOY.resolve("slurm/tournament.sbatch"),
                StandardCharsets.UTF_8);
        Matcher array = Pattern.compile("(?m)^#SBATCH --array=0-(\\d+)$").matcher(script);
        assertThat(array.find()).as("#SBATCH --array=0-(N-1)").isTrue();
        int shards = Integer.parseInt(array.group(1)) + 1;
        Map<String, String> variables = assignments(script);

        assertThat(variables).containsEntry("SHARDS", String.valueOf(shards));
        String line = commandLine(script, " tournament ");
        for (int task = 0; task < shards; task++) {
            variables.put("SLURM_ARRAY_TASK_ID", String.valueOf(task));
            variables.put("SLURM_CPUS_PER_TASK", "2");
            ParseResult tournament = parsed(graderArgs(line, variables)).subcommand();
            assertThat(tournament.commandSpec().name()).isEqualTo("tournament");
            assertThat(Shard.parse(tournament.matchedOptionValue("--shard", "")))
                    .isEqualTo(new Shard(task, shards));
            assertThat(tournament.matchedOptionValue("--out", Path.of("")).toString())
                    .isEqualTo(variables.get("RESULTS") + "/tournament-shards/" + task);
            assertThat(tournament.hasMatchedOption("--rounds")).as("a Swiss tournament is"
                    + " not sharded").isFalse();
        }
        String merge = Files.readString(DEPLOY.resolve("slurm/merge-tournament.sbatch"),
                StandardCharsets.UTF_8);
        Map<String, String> mergeVariables = assignments(merge);
        ParseResult merged = parsed(graderArgs(commandLine(merge, " tournament merge "),
                mergeVariables)).subcommand().subcommand();
        assertThat(merged.commandSpec().name()).isEqualTo("merge");
        assertThat(merged.matchedPositional(0).stringValues())
                .containsExactly(variables.get("RESULTS") + "/tournament-shards");
        assertThat(mergeVariables.get("GRADER")).isEqualTo(variables.get("GRADER"));
        String submit = "sbatch --dependency=afterany:\"$jid\""
                + " grading/deploy/slurm/merge-tournament.sbatch";
        assertThat(script).contains(submit);
        assertThat(merge).contains(submit);
    }

    @Test
    void theSlurmMergeMergesTheArraysShards() throws IOException {
        String grade = Files.readString(DEPLOY.resolve("slurm/grade-class.sbatch"),
                StandardCharsets.UTF_8);
        String merge = Files.readString(DEPLOY.resolve("slurm/merge-class.sbatch"),
                StandardCharsets.UTF_8);
        Map<String, String> variables = assignments(merge);
        List<String> args = graderArgs(commandLine(merge, " grade merge "), variables);

        ParseResult parsed = parsed(args).subcommand().subcommand();
        assertThat(parsed.commandSpec().name()).isEqualTo("merge");
        assertThat(parsed.matchedPositional(0).stringValues())
                .containsExactly(assignments(grade).get("RESULTS") + "/shards");
        assertThat(variables.get("GRADER")).isEqualTo(assignments(grade).get("GRADER"));
        assertThat(variables.get("GRADER_JAR")).isEqualTo(assignments(grade).get("GRADER_JAR"));
        // afterany, not afterok: a failed task must not keep the merge pending for ever; the
        // merge then names the shard that is missing.
        String submit = "sbatch --dependency=afterany:\"$jid\" --export=ALL,GRADE_JOB=\"$jid\""
                + " grading/deploy/slurm/merge-class.sbatch";
        assertThat(grade).contains(submit);
        assertThat(merge).contains(submit);
        assertThat(Files.readString(DEPLOY.resolve("README.md"), StandardCharsets.UTF_8))
                .contains(submit).doesNotContain("afterok:");
    }

    @Test
    void theSlurmScriptsRunInAShellWithoutUserAndStopEarlyWithoutTheGradersFolder(
            @TempDir Path dir) throws IOException, InterruptedException {
        Path grader = Files.createDirectories(dir.resolve("grader"));
        Files.createFile(grader.resolve("tabuleiro-grader.jar"));
        Files.createDirectories(grader.resolve("lib"));
        Files.createDirectories(grader.resolve("runner"));
        Files.createDirectories(grader.resolve("oracle"));
        // A stand-in for java: records its arguments and cache, ends with the status asked for.
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Files.writeString(bin.resolve("java"), "#!/bin/sh\nprintf '%s\\n' \"$@\""
                + " \"cache=$XDG_CACHE_HOME\" > \"$ARGS\"\nexit \"$STATUS\"\n",
                StandardCharsets.UTF_8);
        bin.resolve("java").toFile().setExecutable(true);
        Path results = dir.resolve("results");
        Path stale = Files.createDirectories(results.resolve("shards/1")).resolve("shard.json");
        Files.writeString(stale, "{}", StandardCharsets.UTF_8);
        Path grade = placed(dir, "slurm/grade-class.sbatch", grader, results);
        Path merge = placed(dir, "slurm/merge-class.sbatch", grader, results);

        Ran unreadable = bash(grade, dir, bin, GradeCommand.UNREADABLE);
        assertThat(unreadable.status()).as(unreadable.output()).isZero();
        assertThat(unreadable.output()).contains("shard 1/4: a submission could not be read");
        List<String> args = Files.readAllLines(dir.resolve("args"), StandardCharsets.UTF_8);
        assertThat(args).containsSubsequence("-jar", grader + "/tabuleiro-grader.jar", "grade")
                .containsSubsequence("--out", results + "/shards/1", "--shard", "1/4")
                .contains("cache=/tmp/tabuleiro-cache-" + Files.getAttribute(dir, "unix:uid"));
        assertThat(stale).as("an earlier run's manifest, removed").doesNotExist();
        assertThat(bash(grade, dir, bin, 1).status()).isEqualTo(1);

        Ran missing = bash(merge, dir, bin, 2);
        assertThat(missing.status()).isEqualTo(2);
        assertThat(missing.output()).contains("tabuleiro-grade-4242_I.log")
                .contains("sbatch --parsable --array=I grading/deploy/slurm/grade-class.sbatch");

        FileTrees.delete(grader.resolve("runner"));
        Files.delete(dir.resolve("args"));
        for (Path script : List.of(grade, merge)) {
            Ran early = bash(script, dir, bin, 0);
            assertThat(early.status()).as(early.output()).isEqualTo(2);
            assertThat(early.output()).contains("GRADER=" + grader + " must be the grader's"
                    + " folder").contains(grader.resolve("runner") + " is missing");
            assertThat(dir.resolve("args")).as("java never started").doesNotExist();
        }
        // Without oracle/ the shards would grade no generated example: the grading task stops.
        Files.createDirectories(grader.resolve("runner"));
        FileTrees.delete(grader.resolve("oracle"));
        Ran noOracle = bash(grade, dir, bin, 0);
        assertThat(noOracle.status()).as(noOracle.output()).isEqualTo(2);
        assertThat(noOracle.output()).contains(grader.resolve("oracle") + " is missing");
        assertThat(dir.resolve("args")).as("java never started").doesNotExist();
    }

    /** A copy of a Slurm script whose GRADER, RESULTS and CLASS are these folders. */
    private static Path placed(Path dir, String script, Path grader, Path results)
            throws IOException {
        String text = Files.readString(DEPLOY.resolve(script), StandardCharsets.UTF_8)
                .replaceFirst("(?m)^GRADER=.*$", "GRADER=" + grader)
                .replaceFirst("(?m)^RESULTS=.*$", "RESULTS=" + results)
                .replaceFirst("(?m)^CLASS=.*$", "CLASS=" + dir.resolve("class"));
        Path copy = dir.resolve(Path.of(script).getFileName());
        Files.writeString(copy, text, StandardCharsets.UTF_8);
        return copy;
    }

    /** What bash printed and its status. */
    private record Ran(int status, String output) {
    }

    /** Runs a Slurm script as a batch task does, in an environment with no USER. */
    private static Ran bash(Path script, Path dir, Path bin, int status)
            throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder("bash", script.toString()).directory(
                dir.toFile()).redirectErrorStream(true);
        builder.environment().clear();
        builder.environment().putAll(Map.of("PATH", bin + ":/usr/bin:/bin",
                "SLURM_ARRAY_TASK_ID", "1", "SLURM_CPUS_PER_TASK", "1", "GRADE_JOB", "4242",
                "ARGS", dir.resolve("args").toString(), "STATUS", String.valueOf(status)));
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(),
                StandardCharsets.UTF_8);
        return new Ran(process.waitFor(), output);
    }

    @Test
    void theReadmesKubernetesFlowGoesOnToTheMergeWhenTheGradingJobFails(@TempDir Path dir)
            throws IOException, InterruptedException {
        String readme = Files.readString(DEPLOY.resolve("README.md"), StandardCharsets.UTF_8);
        assertThat(readme).contains("**Kubernetes 1.29 or later.**");
        Map<String, Object> spec = map(kind(yaml("kubernetes/grade-class.yaml"), "Job",
                "tabuleiro-grade-class").get("spec"));
        assertThat((Integer) spec.get("activeDeadlineSeconds")).as("the class's limit")
                .isPositive();
        Matcher block = Pattern.compile("(?s)```\\n(# Waits until a Job has ended.*?)```")
                .matcher(readme);
        assertThat(block.find()).as("the README's Kubernetes commands").isTrue();
        String commands = block.group(1);
        assertThat(commands).doesNotContain("--for=condition=Complete job/tabuleiro-grade");
        Assumptions.assumeTrue(new ProcessBuilder("kubectl", "version", "--client")
                .redirectErrorStream(true).start().waitFor() == 0, "kubectl is not installed"
                + " here: the README's JSONPath is read by kubectl alone");

        // A stand-in cluster: "kubectl get job NAME -o jsonpath=E" reads E, with kubectl's own
        // JSONPath, from NAME.yaml, the Job's status; running on the first read, then ended.
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Files.writeString(bin.resolve("kubectl"),
                """
                #!/bin/bash
                echo "$*" >> "$CLUSTER/calls"
                case "$1" in
                  get) job="$3"; path="${5#jsonpath=}"
                       if [ ! -e "$CLUSTER/$job.seen" ]; then touch "$CLUSTER/$job.seen"; exit 0; fi
                       exec "$KUBECTL" label --local -f "$CLUSTER/$job.yaml" seen=yes \\
                           -o "jsonpath=$path" ;;
                  *) exit 0 ;;
                esac
                """, StandardCharsets.UTF_8);
        Files.writeString(bin.resolve("sleep"), "#!/bin/sh\n", StandardCharsets.UTF_8);
        bin.resolve("kubectl").toFile().setExecutable(true);
        bin.resolve("sleep").toFile().setExecutable(true);
        String kubectl = new String(new ProcessBuilder("bash", "-c", "command -v kubectl")
                .start().getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        for (String grading : List.of("Failed", "Complete")) {
            Path cluster = Files.createDirectories(dir.resolve(grading));
            jobStatus(cluster, "tabuleiro-grade-class", grading, "Complete".equals(grading)
                    ? "" : "  failedIndexes: \"1,3\"\n");
            jobStatus(cluster, "tabuleiro-merge-class", "Failed", "");
            ProcessBuilder builder = new ProcessBuilder("timeout", "60", "bash", "-euc",
                    commands).directory(cluster.toFile()).redirectErrorStream(true);
            builder.environment().putAll(Map.of("PATH", bin + ":/usr/bin:/bin", "CLUSTER",
                    cluster.toString(), "KUBECTL", kubectl));
            Process process = builder.start();
            String output = new String(process.getInputStream().readAllBytes(),
                    StandardCharsets.UTF_8);
            assertThat(process.waitFor()).as(output).isZero();
            assertThat(output.lines()).as(grading).containsExactly(grading, "failed indexes: "
                    + ("Failed".equals(grading) ? "1,3" : ""), "Failed");
            assertThat(Files.readAllLines(cluster.resolve("calls"))).as(grading)
                    .contains("apply -f grading/deploy/kubernetes/merge-class.yaml");
        }
    }

    /** A Job named so, ended with this condition (and the one before it that 1.31+ sets). */
    private static void jobStatus(Path cluster, String name, String condition, String more)
            throws IOException {
        Files.writeString(cluster.resolve(name + ".yaml"),
                """
                apiVersion: batch/v1
                kind: Job
                metadata:
                  name: %s
                spec:
                  template:
                    spec:
                      restartPolicy: Never
                      containers: [{name: grader, image: tabuleiro-grader}]
                status:
                %s  conditions:
                    - {type: %s, status: "True"}
                    - {type: %s, status: "True"}
                """.formatted(name, more, "Complete".equals(condition) ? "SuccessCriteriaMet"
                : "FailureTarget", condition), StandardCharsets.UTF_8);
    }

    /** The grader's parse of a command line: every option must be one it has. */
    private static ParseResult parsed(List<String> args) {
        try {
            return Grader.commandLine().parseArgs(args.toArray(String[]::new));
        } catch (CommandLine.ParameterException e) {
            throw new AssertionError("the grader refuses " + args + ": " + e.getMessage(), e);
        }
    }

    private static Map<String, Object> onlyContainer(Map<String, Object> jobSpec) {
        List<Object> containers = list(at(jobSpec, "template", "spec", "containers"));
        assertThat(containers).hasSize(1);
        return map(containers.get(0));
    }

    /** Each action of the pod failure policy with the exit codes that lead to it. */
    private static Map<String, List<Integer>> exitCodeActions(Map<String, Object> spec,
            String container) {
        Map<String, List<Integer>> actions = new LinkedHashMap<>();
        for (Object rule : list(at(spec, "podFailurePolicy", "rules"))) {
            Map<String, Object> on = map(rule);
            if (on.containsKey("onExitCodes")) {
                Map<String, Object> codes = map(on.get("onExitCodes"));
                assertThat(codes).containsEntry("containerName", container)
                        .containsEntry("operator", "In");
                actions.put((String) on.get("action"), list(codes.get("values")).stream()
                        .map(v -> (Integer) v).toList());
            }
        }
        return actions;
    }

    /**
     * The script's plain assignments, {@code NAME=value} at the start of a line; a value may
     * name variables ({@code $NAME}), expanded where the command line is read.
     */
    private static Map<String, String> assignments(String script) {
        Map<String, String> variables = new LinkedHashMap<>();
        Matcher assignment = Pattern.compile("(?m)^([A-Z_]+)=([^\\s\"]+)$").matcher(script);
        while (assignment.find()) {
            variables.put(assignment.group(1), assignment.group(2));
        }
        return variables;
    }

    /** The one line of the script that runs the grader with these words. */
    private static String commandLine(String script, String words) {
        List<String> lines = script.lines().filter(l -> l.startsWith("java ")
                && l.contains(" -jar ") && l.contains(words)).toList();
        assertThat(lines).as("the line that runs%s", words).hasSize(1);
        return lines.get(0).replaceAll("\\s*\\|\\|.*$", "");
    }

    /** The grader's arguments in a command line: its words after the jar, as bash makes them. */
    private static List<String> graderArgs(String line, Map<String, String> variables) {
        List<String> words = new ArrayList<>();
        Matcher word = Pattern.compile("\"([^\"]*)\"|(\\S+)").matcher(line);
        while (word.find()) {
            words.add(expand(word.group(1) != null ? word.group(1) : word.group(2),
                    variables, line));
        }
        // java, the grader's JVM options or none (a merge grades nothing), -jar and the jar.
        int jar = words.indexOf("-jar");
        assertThat(words.get(0)).isEqualTo("java");
        assertThat(words.subList(1, jar)).as("the JVM options").isIn(List.of(),
                Grader.JVM_OPTIONS);
        assertThat(words.get(jar + 1)).isEqualTo(expand(variables.get("GRADER_JAR"),
                variables, line)).isEqualTo(expand("$GRADER", variables, line)
                + "/tabuleiro-grader.jar");
        return words.subList(jar + 2, words.size());
    }

    /** A word with its variables replaced by their values, as bash does, values expanded too. */
    private static String expand(String text, Map<String, String> variables, String line) {
        Matcher variable = Pattern.compile("\\$\\{?([A-Z_]+)}?").matcher(text);
        StringBuilder expanded = new StringBuilder();
        while (variable.find()) {
            assertThat(variables).as("$%s in %s", variable.group(1), line)
                    .containsKey(variable.group(1));
            variable.appendReplacement(expanded, Matcher.quoteReplacement(expand(
                    variables.get(variable.group(1)), variables, line)));
        }
        variable.appendTail(expanded);
        return expanded.toString();
    }
}
