/**
 * One of the demo console's choices (site, brand: one of them; scenarios: any of them), each option with its name and
 * its one-line story: radio buttons, or checkboxes where `checked` is a list.
 */
export function RadioChoice(props: {
  legend: string;
  name: string;
  options: Array<{ value: string; title: string; info: string }>;
  checked: string | readonly string[];
  onChoose: (value: string, on: boolean) => void;
}) {
  const many = typeof props.checked !== 'string';
  return (
    <fieldset className="demo-fieldset">
      <legend className="demo-legend">{props.legend}</legend>
      {props.options.map((o) => (
        <label key={o.value} className="demo-choice">
          <input
            type={many ? 'checkbox' : 'radio'}
            name={props.name}
            value={o.value}
            checked={many ? props.checked.includes(o.value) : o.value === props.checked}
            onChange={(e) => props.onChoose(o.value, e.target.checked)}
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
