import { BadRequestException, type PipeTransform } from '@nestjs/common';

/** A route id must be a positive whole number; anything else is the spec's "ID … no válido". */
export class ParseIdPipe implements PipeTransform<string, number> {
  constructor(private readonly message: string) {}

  transform(value: string): number {
    if (!/^[1-9]\d{0,14}$/.test(String(value))) throw new BadRequestException({ message: this.message });
    return Number(value);
  }
}
