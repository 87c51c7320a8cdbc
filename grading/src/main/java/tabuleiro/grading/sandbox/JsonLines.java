package tabuleiro.grading.sandbox;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tabuleiro.grading.model.UntrustedText;

/**
 * The grader's reading of the wire format ({@link tabuleiro.grading.child.JsonLine}) that both
 * child JVMs write: each line one JSON object, read with Gson, strictly, since a submission may
 * have shaped its texts or put lines of its own among them. The typed getters throw
 * {@link IllegalStateException} for a member that is missing or of another type, so that a
 * reader can refuse such a line as a whole. Each string they return is
 * {@link UntrustedText#visible visible}: no bidirectional control, invisible character or
 * unpaired surrogate reaches the grader's writers from a child JVM.
 */
final class JsonLines {

    private JsonLines() {
    }

    /**
     * Reads a line as one JSON object.
     *
     * @param line a line
     * @return the object, or empty if the line is anything else: not JSON, JSON of Gson's
     *     lenient extras (unquoted names, single quotes), another value, or an object with text
     *     after it
     */
    static Optional<JsonObject> object(String line) {
        try {
            JsonReader reader = new JsonReader(new StringReader(line));
            reader.setStrictness(Strictness.STRICT);
            JsonElement json = JsonParser.parseReader(reader);
            if (!json.isJsonObject() || reader.peek() != JsonToken.END_DOCUMENT) {
                return Optional.empty();
            }
            return Optional.of(json.getAsJsonObject());
        } catch (JsonParseException | IOException | IllegalStateException e) {
            return Optional.empty();
        }
    }

    /**
     * Returns a string member.
     *
     * @param json the object
     * @param name the member's name
     * @return its value
     * @throws IllegalStateException if there is no such string
     */
    static String text(JsonObject json, String name) {
        return string(json.get(name));
    }

    /**
     * Returns a whole number member that fits an {@code int}.
     *
     * @param json the object
     * @param name the member's name
     * @return its value
     * @throws IllegalStateException if there is no such number
     */
    static int number(JsonObject json, String name) {
        JsonElement element = json.get(name);
        if (element == null || !element.isJsonPrimitive()
                || !element.getAsJsonPrimitive().isNumber()) {
            throw new IllegalStateException("no number " + name);
        }
        try {
            return Integer.parseInt(element.getAsString());
        } catch (NumberFormatException e) {
            throw new IllegalStateException("not a whole number: " + name, e);
        }
    }

    /**
     * Returns a member that is a list of strings.
     *
     * @param json the object
     * @param name the member's name
     * @return its values
     * @throws IllegalStateException if there is no such list
     */
    static List<String> list(JsonObject json, String name) {
        JsonElement element = json.get(name);
        if (element == null || !element.isJsonArray()) {
            throw new IllegalStateException("no list " + name);
        }
        JsonArray array = element.getAsJsonArray();
        List<String> values = new ArrayList<>(array.size());
        array.forEach(value -> values.add(string(value)));
        return values;
    }

    private static String string(JsonElement element) {
        if (element == null || !element.isJsonPrimitive()
                || !((JsonPrimitive) element).isString()) {
            throw new IllegalStateException("not a string: " + element);
        }
        // Every string of both wire formats may hold what a submission wrote (a message, a
        // quote of its source): it enters the grader here, made visible and valid once.
        return UntrustedText.visible(element.getAsString());
    }
}
