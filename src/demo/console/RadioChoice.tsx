/** One of the demo console's choices (scenario, brand): radio buttons, each with its name and its one-line story. */
export function RadioChoice(props: {
  legend: string;
  name: string;
  options: Array<{ value: string; title: string; info: string }>;
  checked: string;
  onChoose: (value: string) => void;
}) {
  return (
    <fieldset className="demo-fieldset">
      <legend className="demo-legend">{props.legend}</legend>
      {props.options.map((o) => (
        <label key={o.value} className="demo-choice">
          <input
            type="radio"
            name={props.name}
            value={o.value}
            checked={o.value === props.checked}
            onChange={() => props.onChoose(o.value)}
          />
          <span>
            <strong>{o.title}</strong>
            <span className="demo-line">{o.info}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
