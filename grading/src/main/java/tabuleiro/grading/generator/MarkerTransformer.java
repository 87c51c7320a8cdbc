package tabuleiro.grading.generator;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns one reference source file into its skeleton by obeying the solution markers.
 *
 * <p>The markers are whole-line comments:
 * <pre>
 *     // BEGIN SOLUTION
 *     ...code the students write...
 *     // END SOLUTION
 *     // STUB: throw new UnsupportedOperationException("Exercise 2: implement Game.dropDisc");
 * </pre>
 * A region from {@code // BEGIN SOLUTION} to {@code // END SOLUTION}, both lines included, is
 * dropped. A line {@code <indent>// STUB: <code>} becomes {@code <indent><code>}; consecutive
 * STUB lines form one stub, a statement written over several lines. Every other line is kept
 * exactly, line ending included, so a file without markers comes out identical. The one
 * exception is the blank line after a region that has a blank line before it, as when whole
 * members are dropped: it goes with the region, so the skeleton has one blank line there and
 * not two, which the style check would refuse.
 *
 * <p>Markers must nest properly, and a comment that looks like a marker but is not one exactly
 * ({@code //BEGIN SOLUTION}, {@code // stub: ...}) is an error too: a misspelt marker would
 * otherwise hand the solution to the students without anyone noticing.
 */
final class MarkerTransformer {

    private static final Pattern BEGIN = Pattern.compile("[ \\t]*// BEGIN SOLUTION[ \\t]*");
    private static final Pattern END = Pattern.compile("[ \\t]*// END SOLUTION[ \\t]*");
    /** A STUB line: group 1 the indentation, group 2 the code (absent for an empty line). */
    private static final Pattern STUB = Pattern.compile("([ \\t]*)// STUB:(?: (.*))?");
    /** The exercise a stub names: group 1 its number. */
    private static final Pattern EXERCISE = Pattern.compile("Exercise (\\d+): implement ");
    private static final Pattern LOOKS_LIKE_A_MARKER = Pattern.compile(
            "[ \\t]*//\\s*(BEGIN\\s*SOLUTION|END\\s*SOLUTION|STUB\\s*:).*",
            Pattern.CASE_INSENSITIVE);

    private MarkerTransformer() {
    }

    /**
     * The skeleton of one source file and the stubs it contains.
     *
     * @param text the skeleton's text
     * @param stubs the stubs, in the order they appear
     * @param regions how many solution regions were dropped
     */
    record Transformation(String text, List<Stub> stubs, int regions) {

        /**
         * Creates a transformation.
         *
         * @throws NullPointerException if {@code text} or {@code stubs} is null
         * @throws IllegalArgumentException unless {@code regions >= 0}
         */
        Transformation {
            Objects.requireNonNull(text, "text");
            stubs = List.copyOf(stubs);
            if (regions < 0) {
                throw new IllegalArgumentException(
                        "a number of regions is at least 0, but " + regions + " was given");
            }
        }

        /**
         * Tells whether the file had any marker at all.
         *
         * @return {@code true} when a region was dropped or a stub uncommented
         */
        boolean changed() {
            return regions > 0 || !stubs.isEmpty();
        }
    }

    /**
     * One stub: consecutive STUB lines, which the skeleton has in place of a solution.
     *
     * @param sourceLine the line of the first STUB line in the reference, counted from 1
     * @param skeletonLine the line of the stub's first line in the skeleton, counted from 1
     * @param code the stub's lines as they are in the skeleton, without line endings
     */
    record Stub(int sourceLine, int skeletonLine, List<String> code) {

        /**
         * Creates a stub.
         *
         * @throws IllegalArgumentException unless both lines are at least 1 and {@code code}
         *     has at least one line
         */
        Stub {
            code = List.copyOf(code);
            if (sourceLine < 1 || skeletonLine < 1 || code.isEmpty()) {
                throw new IllegalArgumentException("a stub has at least one line, from line 1 on,"
                        + " but lines " + sourceLine + "/" + skeletonLine + " and " + code.size()
                        + " lines of code were given");
            }
        }

        /**
         * Returns the stub's code as one text, its lines joined by {@code '\n'}.
         *
         * @return the code
         */
        String text() {
            return String.join("\n", code);
        }
    }

    /**
     * Transforms the text of one source file.
     *
     * @param file the file's name as the user knows it, for error messages
     * @param source the file's text
     * @return the skeleton's text and its stubs; the text equals {@code source} when the file
     *     has no markers
     * @throws GeneratorException naming {@code file:line} if a marker is malformed: an END
     *     without a BEGIN, a BEGIN inside a region or never closed, a STUB inside a region, or
     *     a comment that looks like a marker but is not one
     */
    static Transformation transform(String file, String source) {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(source, "source");
        StringBuilder skeleton = new StringBuilder(source.length());
        List<Stub> stubs = new ArrayList<>();
        List<String> stubCode = new ArrayList<>();
        int stubSourceLine = 0;
        int stubSkeletonLine = 0;
        int skeletonLines = 0;
        int regionStart = 0;
        int regions = 0;
        boolean blankBefore = false;
        boolean dropBlank = false;
        for (Line line : Line.split(source)) {
            if (dropBlank && line.content().isBlank()) {
                dropBlank = false;
                continue;
            }
            dropBlank = false;
            Matcher stub = STUB.matcher(line.content());
            boolean isStub = stub.matches();
            if (!isStub && !stubCode.isEmpty()) {
                stubs.add(new Stub(stubSourceLine, stubSkeletonLine, stubCode));
                stubCode.clear();
            }
            if (BEGIN.matcher(line.content()).matches()) {
                if (regionStart > 0) {
                    throw GeneratorException.at(file, line.number(), "'// BEGIN SOLUTION' inside"
                            + " the region opened on line " + regionStart
                            + ": close it with '// END SOLUTION' first");
                }
                regionStart = line.number();
            } else if (END.matcher(line.content()).matches()) {
                if (regionStart == 0) {
                    throw GeneratorException.at(file, line.number(),
                            "'// END SOLUTION' without a '// BEGIN SOLUTION' before it");
                }
                regionStart = 0;
                regions++;
                dropBlank = blankBefore;
            } else if (isStub) {
                if (regionStart > 0) {
                    throw GeneratorException.at(file, line.number(), "a '// STUB:' line inside"
                            + " the region opened on line " + regionStart
                            + ": stubs go after '// END SOLUTION'");
                }
                String code = stub.group(2) == null ? "" : stub.group(1) + stub.group(2);
                skeleton.append(code).append(line.ending());
                skeletonLines++;
                blankBefore = code.isBlank();
                if (stubCode.isEmpty()) {
                    stubSourceLine = line.number();
                    stubSkeletonLine = skeletonLines;
                }
                stubCode.add(code);
            } else if (LOOKS_LIKE_A_MARKER.matcher(line.content()).matches()) {
                throw GeneratorException.at(file, line.number(), "'" + line.content().strip()
                        + "' looks like a solution marker but is not one: write exactly"
                        + " '// BEGIN SOLUTION', '// END SOLUTION' or '// STUB: <code>'");
            } else if (regionStart == 0) {
                skeleton.append(line.content()).append(line.ending());
                skeletonLines++;
                blankBefore = line.content().isBlank();
            }
        }
        if (regionStart > 0) {
            throw GeneratorException.at(file, regionStart,
                    "'// BEGIN SOLUTION' is never closed by '// END SOLUTION'");
        }
        if (!stubCode.isEmpty()) {
            stubs.add(new Stub(stubSourceLine, stubSkeletonLine, stubCode));
        }
        return new Transformation(skeleton.toString(), stubs, regions);
    }

    /**
     * Writes the partial solution of one source file that a student who did the exercises up
     * to {@code upTo}, in the guide's order, would have: a solution region whose stub names an
     * exercise up to {@code upTo} is kept (its markers dropped) and its stub left out; a region
     * of a later exercise becomes its stub, as in the skeleton. A region without a stub after
     * it belongs to the exercise of the closest stub before it (see {@code regions}).
     *
     * <p>The build grades these partial solutions to prove that every exercise can be passed in
     * the guide's order, with the later exercises' stubs still throwing.
     *
     * @param file the file's name as the user knows it, for error messages
     * @param source the file's text, with well-formed markers
     * @param upTo the last exercise kept, at least 0 (0 gives the skeleton's bodies)
     * @return the partial solution's text
     * @throws GeneratorException naming {@code file:line} if a marker is malformed (as
     *     {@link #transform} finds them), or a stub after a region names no exercise
     * @throws IllegalArgumentException unless {@code upTo >= 0}
     */
    static String partial(String file, String source, int upTo) {
        if (upTo < 0) {
            throw new IllegalArgumentException("the last exercise kept is at least 0, but "
                    + upTo + " was given");
        }
        // The markers are checked once, by the skeleton's own transformation.
        transform(file, source);
        List<Line> lines = Line.split(source);
        List<int[]> regions = regions(file, lines);
        StringBuilder partial = new StringBuilder(source.length());
        int index = 0;
        int region = 0;
        while (index < lines.size()) {
            Line line = lines.get(index);
            if (!BEGIN.matcher(line.content()).matches()) {
                Matcher stub = STUB.matcher(line.content());
                if (stub.matches()) {
                    // A stub of a region that was not kept, so the skeleton has it.
                    String code = stub.group(2) == null ? "" : stub.group(1) + stub.group(2);
                    partial.append(code).append(line.ending());
                } else {
                    partial.append(line.content()).append(line.ending());
                }
                index++;
                continue;
            }
            int[] found = regions.get(region++);
            if (found[3] <= upTo) {
                for (Line kept : lines.subList(index + 1, found[1])) {
                    partial.append(kept.content()).append(kept.ending());
                }
                index = found[2];
            } else {
                // Dropped as in the skeleton; the loop writes its stub next, if it has one.
                index = found[1] + 1;
            }
        }
        return partial.toString();
    }

    /**
     * The solution regions of a file, in order, each as {BEGIN line index, END line index,
     * index after its stub, exercise}. A region followed by a stub is that stub's exercise. A
     * region without one (a helper, or a part of a given method) belongs to the exercise of the
     * closest stub before it in the file, as the files are written (a method, then what it
     * needs), or of the first stub after it when none comes before; the skeleton has none of
     * it, so the exercise that needs it brings it.
     */
    private static List<int[]> regions(String file, List<Line> lines) {
        List<int[]> regions = new ArrayList<>();
        int index = 0;
        while (index < lines.size()) {
            if (!BEGIN.matcher(lines.get(index).content()).matches()) {
                index++;
                continue;
            }
            int end = index + 1;
            while (!END.matcher(lines.get(end).content()).matches()) {
                end++;
            }
            int after = end + 1;
            while (after < lines.size() && STUB.matcher(lines.get(after).content()).matches()) {
                after++;
            }
            int exercise = after > end + 1 ? exerciseOf(file, lines, end + 1, after) : -1;
            regions.add(new int[] {index, end, after, exercise});
            index = after;
        }
        int before = -1;
        for (int[] region : regions) {
            if (region[3] >= 0) {
                before = region[3];
            } else if (before >= 0) {
                region[3] = before;
            }
        }
        int next = 0;
        for (int i = regions.size() - 1; i >= 0; i--) {
            if (regions.get(i)[3] >= 0) {
                next = regions.get(i)[3];
            } else {
                regions.get(i)[3] = next;
            }
        }
        return regions;
    }

    /** The exercise a stub names ("Exercise 3: implement ..."), from its lines. */
    private static int exerciseOf(String file, List<Line> lines, int from, int to) {
        StringBuilder code = new StringBuilder();
        lines.subList(from, to).forEach(line -> code.append(line.content()).append('\n'));
        Matcher exercise = EXERCISE.matcher(code);
        if (!exercise.find()) {
            throw GeneratorException.at(file, from + 1, "a stub that names no exercise"
                    + " (\"Exercise N: implement Class.method\"), so no partial solution can"
                    + " tell which exercise its region belongs to");
        }
        return Integer.parseInt(exercise.group(1));
    }

    /**
     * One line of a text with the characters that end it, so that a text can be taken apart
     * and put back together exactly.
     *
     * @param number the line's number, counted from 1
     * @param content the line without its ending
     * @param ending {@code "\n"}, {@code "\r\n"}, {@code "\r"}, or {@code ""} for a last line
     *     that has no ending
     */
    record Line(int number, String content, String ending) {

        /**
         * Splits a text into lines; joining every line's content and ending gives the text back.
         *
         * @param text the text
         * @return its lines; none for an empty text
         */
        static List<Line> split(String text) {
            List<Line> lines = new ArrayList<>();
            int start = 0;
            while (start < text.length()) {
                int end = start;
                while (end < text.length() && "\r\n".indexOf(text.charAt(end)) < 0) {
                    end++;
                }
                int next = end;
                if (next < text.length() && text.charAt(next) == '\r') {
                    next++;
                }
                if (next < text.length() && text.charAt(next) == '\n') {
                    next++;
                }
                lines.add(new Line(lines.size() + 1, text.substring(start, end),
                        text.substring(end, next)));
                start = next;
            }
            return lines;
        }
    }
}
