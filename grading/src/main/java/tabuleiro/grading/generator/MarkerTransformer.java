package tabuleiro.grading.generator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns one reference source file into its skeleton by obeying the solution markers.
 *
 * <p>The markers are whole-line comments:
 * <pre>
 *     // BEGIN SOLUTION exercise 2
 *     ...code the students write...
 *     // END SOLUTION
 * </pre>
 * A region from {@code // BEGIN SOLUTION} to {@code // END SOLUTION}, both lines included, is
 * dropped. A region that names its exercise is the body of a method students write, and the
 * skeleton has a stub in its place, at the marker's indentation, written from the exercise and
 * the member the region is in: {@code throw new UnsupportedOperationException("Exercise 2:
 * implement Game.dropDisc");}. Students, the text UIs and the grader read that message to tell
 * which exercise is not written yet, so the generator writes every one the same way rather than
 * trusting a copy on each method. A region without a number (a helper, or part of a method that
 * is given) leaves nothing behind.
 *
 * <p>Every other line is kept exactly, line ending included, so a file without markers comes
 * out identical. The one exception is the blank line after a region that has a blank line
 * before it, as when whole members are dropped: it goes with the region, so the skeleton has
 * one blank line there and not two, which the style check would refuse.
 *
 * <p>Markers must nest properly, and a comment that looks like a marker but is not one exactly
 * ({@code //BEGIN SOLUTION}, {@code // begin solution exercise 2}, the {@code // STUB:} lines
 * of earlier versions) is an error too: a misspelt marker would otherwise hand the solution to
 * the students without anyone noticing.
 */
final class MarkerTransformer {

    /** A BEGIN line: group 1 the indentation, group 2 the exercise (absent for none). */
    private static final Pattern BEGIN = Pattern.compile(
            "([ \\t]*)// BEGIN SOLUTION(?: exercise ([1-9][0-9]*))?[ \\t]*");
    private static final Pattern END = Pattern.compile("[ \\t]*// END SOLUTION[ \\t]*");
    private static final Pattern LOOKS_LIKE_A_MARKER = Pattern.compile(
            "[ \\t]*//\\s*(BEGIN\\s*SOLUTION|END\\s*SOLUTION|STUB\\s*:).*",
            Pattern.CASE_INSENSITIVE);

    /**
     * The widest stub written on one line, indentation included; a wider one has its message
     * on a line of its own. It is 100 columns less the nine of {@code "// STUB: "}: the stubs
     * were written by hand as such comments, within the style's 100 columns, and the skeletons
     * keep the layout students have had since.
     */
    static final int ONE_LINE_STUB = 91;

    /** How much further a stub's message is indented when it has a line of its own. */
    private static final String CONTINUATION = "        ";

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
         * @return {@code true} when a region was dropped
         */
        boolean changed() {
            return regions > 0;
        }
    }

    /**
     * One stub, which the skeleton has in place of a solution.
     *
     * @param sourceLine the line of the region's {@code // BEGIN SOLUTION} in the reference,
     *     counted from 1
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
     * One solution region of a file.
     *
     * @param begin the index of its BEGIN line among the file's lines
     * @param end the index of its END line
     * @param exercise the exercise it names, or 0 when it names none
     * @param stub the lines of its stub, without endings; none when it names no exercise
     */
    private record Region(int begin, int end, int exercise, List<String> stub) {
    }

    /**
     * Transforms the text of one source file.
     *
     * @param file the file's name as the user knows it, for error messages
     * @param source the file's text
     * @param locator finds the member each numbered region is in, to name it in the stub
     * @return the skeleton's text and its stubs; the text equals {@code source} when the file
     *     has no markers
     * @throws GeneratorException naming {@code file:line} if a marker is malformed: an END
     *     without a BEGIN, a BEGIN inside a region or never closed, a region that names an
     *     exercise outside a method, or a comment that looks like a marker but is not one
     */
    static Transformation transform(String file, String source, MemberLocator locator) {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(source, "source");
        List<Line> lines = Line.split(source);
        List<Region> regions = regions(file, source, lines, locator);
        StringBuilder skeleton = new StringBuilder(source.length());
        List<Stub> stubs = new ArrayList<>();
        int skeletonLines = 0;
        boolean blankBefore = false;
        boolean dropBlank = false;
        int index = 0;
        int next = 0;
        while (index < lines.size()) {
            Line line = lines.get(index);
            if (next < regions.size() && regions.get(next).begin() == index) {
                Region region = regions.get(next++);
                String ending = lines.get(region.end()).ending();
                if (region.stub().isEmpty()) {
                    dropBlank = blankBefore;
                } else {
                    stubs.add(new Stub(region.begin() + 1, skeletonLines + 1, region.stub()));
                    region.stub().forEach(code -> skeleton.append(code).append(ending));
                    skeletonLines += region.stub().size();
                    blankBefore = false;
                    dropBlank = false;
                }
                index = region.end() + 1;
                continue;
            }
            if (!(dropBlank && line.content().isBlank())) {
                skeleton.append(line.content()).append(line.ending());
                skeletonLines++;
                blankBefore = line.content().isBlank();
            }
            dropBlank = false;
            index++;
        }
        return new Transformation(skeleton.toString(), stubs, regions.size());
    }

    /**
     * Writes the partial solution of one source file that a student who did the exercises up
     * to {@code upTo}, in the guide's order, would have: a solution region of an exercise up to
     * {@code upTo} is kept (its markers dropped); a region of a later exercise becomes its stub,
     * as in the skeleton. A region that names no exercise belongs to the exercise of the
     * closest numbered region before it in the file, as the files are written (a method, then
     * what it needs), or of the first one after it when none comes before; the skeleton has
     * none of it, so the exercise that needs it brings it.
     *
     * <p>The build grades these partial solutions to prove that every exercise can be passed in
     * the guide's order, with the later exercises' stubs still throwing.
     *
     * @param file the file's name as the user knows it, for error messages
     * @param source the file's text, with well-formed markers
     * @param upTo the last exercise kept, at least 0 (0 gives the skeleton's bodies)
     * @param locator finds the member each numbered region is in, to name it in the stub
     * @return the partial solution's text
     * @throws GeneratorException naming {@code file:line} if a marker is malformed (as
     *     {@link #transform} finds them)
     * @throws IllegalArgumentException unless {@code upTo >= 0}
     */
    static String partial(String file, String source, int upTo, MemberLocator locator) {
        if (upTo < 0) {
            throw new IllegalArgumentException("the last exercise kept is at least 0, but "
                    + upTo + " was given");
        }
        List<Line> lines = Line.split(source);
        List<Region> regions = regions(file, source, lines, locator);
        int[] exercises = exercisesOf(regions);
        StringBuilder partial = new StringBuilder(source.length());
        int index = 0;
        int next = 0;
        while (index < lines.size()) {
            if (next < regions.size() && regions.get(next).begin() == index) {
                Region region = regions.get(next);
                if (exercises[next] <= upTo) {
                    for (Line kept : lines.subList(region.begin() + 1, region.end())) {
                        partial.append(kept.content()).append(kept.ending());
                    }
                } else {
                    String ending = lines.get(region.end()).ending();
                    region.stub().forEach(code -> partial.append(code).append(ending));
                }
                next++;
                index = region.end() + 1;
                continue;
            }
            Line line = lines.get(index++);
            partial.append(line.content()).append(line.ending());
        }
        return partial.toString();
    }

    /**
     * The exercise each region belongs to: its own number, or for a region without one the
     * number of the closest numbered region before it, or after it when none is before, or 0.
     */
    private static int[] exercisesOf(List<Region> regions) {
        int[] exercises = new int[regions.size()];
        int before = 0;
        for (int i = 0; i < regions.size(); i++) {
            before = regions.get(i).exercise() > 0 ? regions.get(i).exercise() : before;
            exercises[i] = before;
        }
        int after = 0;
        for (int i = regions.size() - 1; i >= 0; i--) {
            if (regions.get(i).exercise() > 0) {
                after = regions.get(i).exercise();
            } else if (exercises[i] == 0) {
                exercises[i] = after;
            }
        }
        return exercises;
    }

    /**
     * The solution regions of a file, in order, each with its stub written; checks the
     * markers on the way.
     */
    private static List<Region> regions(String file, String source, List<Line> lines,
            MemberLocator locator) {
        List<int[]> found = new ArrayList<>();
        int open = -1;
        for (Line line : lines) {
            int index = line.number() - 1;
            if (BEGIN.matcher(line.content()).matches()) {
                if (open >= 0) {
                    throw GeneratorException.at(file, line.number(), "'// BEGIN SOLUTION' inside"
                            + " the region opened on line " + (open + 1)
                            + ": close it with '// END SOLUTION' first");
                }
                open = index;
            } else if (END.matcher(line.content()).matches()) {
                if (open < 0) {
                    throw GeneratorException.at(file, line.number(),
                            "'// END SOLUTION' without a '// BEGIN SOLUTION' before it");
                }
                found.add(new int[] {open, index});
                open = -1;
            } else if (LOOKS_LIKE_A_MARKER.matcher(line.content()).matches()) {
                throw GeneratorException.at(file, line.number(), "'" + line.content().strip()
                        + "' looks like a solution marker but is not one: write exactly"
                        + " '// BEGIN SOLUTION exercise N' (a method's body, whose stub the"
                        + " generator writes), '// BEGIN SOLUTION' (code that leaves no stub)"
                        + " or '// END SOLUTION'");
            }
        }
        if (open >= 0) {
            throw GeneratorException.at(file, open + 1,
                    "'// BEGIN SOLUTION' is never closed by '// END SOLUTION'");
        }
        List<Integer> numbered = new ArrayList<>();
        for (int[] region : found) {
            Matcher begin = BEGIN.matcher(lines.get(region[0]).content());
            if (begin.matches() && begin.group(2) != null) {
                numbered.add(region[0] + 1);
            }
        }
        Map<Integer, String> members = numbered.isEmpty() ? Map.of()
                : locator.membersAt(file, source, numbered);
        List<Region> regions = new ArrayList<>();
        for (int[] region : found) {
            Matcher begin = BEGIN.matcher(lines.get(region[0]).content());
            if (!begin.matches() || begin.group(2) == null) {
                regions.add(new Region(region[0], region[1], 0, List.of()));
                continue;
            }
            int exercise = Integer.parseInt(begin.group(2));
            String member = members.get(region[0] + 1);
            if (!member.contains("(")) {
                throw GeneratorException.at(file, region[0] + 1, "the region names exercise "
                        + exercise + ", but it is in no method (it is in " + member + ")"
                        + ", so no stub can stand in its place: number the region of a"
                        + " method's body, and leave the regions of whole members unnumbered");
            }
            String name = member.substring(0, member.indexOf('('));
            regions.add(new Region(region[0], region[1], exercise,
                    stub(begin.group(1), exercise, name)));
        }
        return regions;
    }

    /**
     * The lines of the stub of an exercise in a member: the statement on one line when it fits
     * {@link #ONE_LINE_STUB} columns, else with the message on a line of its own.
     *
     * @param indent the indentation of the stub's first line
     * @param exercise the exercise's number
     * @param member the member the stub stands in, {@code Type.method}
     * @return the stub's lines, without endings
     */
    static List<String> stub(String indent, int exercise, String member) {
        String thrown = "throw new UnsupportedOperationException(";
        String message = "\"Exercise " + exercise + ": implement " + member + "\");";
        String line = indent + thrown + message;
        return line.length() <= ONE_LINE_STUB ? List.of(line)
                : List.of(indent + thrown, indent + CONTINUATION + message);
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
